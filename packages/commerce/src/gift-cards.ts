import { isValidEmail } from './email';

/**
 * Gift cards (issue 9 part 5): their codes and the recipient a buyer names on the product page. Pure,
 * for the server, the product page and the checkout alike.
 */

/** A-Z and 2-9 without I and O (they read as 1 and 0): 32 symbols, so one random byte & 31 picks one. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

/** A new code from 16 random bytes (crypto's, on the server): 80 bits, uniform over the alphabet. */
export function giftCardCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_CODE_LENGTH) throw new Error('A gift card code needs 16 random bytes');
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_ALPHABET[bytes[i]! & 31];
  return code;
}

/**
 * The stored form of what a shopper typed: upper case, without blanks and dashes; null when it cannot
 * be a code (wrong length or a symbol outside the alphabet).
 */
export function normalizeGiftCardCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const symbol of code) if (!GIFT_CARD_ALPHABET.includes(symbol)) return null;
  return code;
}

/** XXXX-XXXX-XXXX-XXXX */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** ••••-••••-••••-WXYZ: the last four only. */
export function maskGiftCardCode(code: string): string {
  return `••••-••••-••••-${code.slice(-4)}`;
}

export const GIFT_CARD_LIMITS = { recipientName: 100, recipientEmail: 256, message: 500 } as const;

/** Who a gift card goes to, as the buyer entered it on the product page. */
export interface GiftCardRecipient {
  recipientName: string;
  recipientEmail: string;
  message: string;
}

/** The product page's field names (and the keys of the cart line's additionalFields JSON). */
export const GIFT_CARD_FIELD = {
  recipientName: 'recipientName',
  recipientEmail: 'recipientEmail',
  message: 'message',
} as const;

export const GIFT_CARD_MESSAGES = {
  recipientNameLabel: 'Recipient name',
  recipientEmailLabel: 'Recipient email',
  messageLabel: 'Message (optional)',
  recipientNameRequired: "Enter the recipient's name.",
  recipientEmailInvalid: "Enter the recipient's email address, like name@example.com.",
  tooLong: 'This is too long (at most {max} characters).',
} as const;

export type GiftCardRecipientResult =
  | { ok: true; recipient: GiftCardRecipient }
  | { ok: false; errors: Partial<Record<keyof GiftCardRecipient, string>> };

/** Checks the recipient fields (trimmed); every problem, by field. */
export function validateGiftCardRecipient(input: object): GiftCardRecipientResult {
  const text = (key: keyof GiftCardRecipient) => {
    const value = (input as Record<string, unknown>)[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const recipient = {
    recipientName: text('recipientName'),
    recipientEmail: text('recipientEmail'),
    message: text('message'),
  };
  const errors: Partial<Record<keyof GiftCardRecipient, string>> = {};
  const tooLong = (max: number) => GIFT_CARD_MESSAGES.tooLong.replace('{max}', String(max));
  if (recipient.recipientName === '') errors.recipientName = GIFT_CARD_MESSAGES.recipientNameRequired;
  else if (recipient.recipientName.length > GIFT_CARD_LIMITS.recipientName) {
    errors.recipientName = tooLong(GIFT_CARD_LIMITS.recipientName);
  }
  if (!isValidEmail(recipient.recipientEmail))
    errors.recipientEmail = GIFT_CARD_MESSAGES.recipientEmailInvalid;
  if (recipient.message.length > GIFT_CARD_LIMITS.message) errors.message = tooLong(GIFT_CARD_LIMITS.message);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, recipient };
}

/** The cart line's additionalFields for a gift card: {"giftCard": {recipientName, recipientEmail, message}}. */
export function giftCardAdditionalFields(recipient: GiftCardRecipient): string {
  return JSON.stringify({ giftCard: recipient });
}

/** What is wrong with a gift card line's recipient (the first problem), or null when it is right. */
export function giftCardRecipientError(additionalFields: string | null): string | null {
  const result = validateGiftCardRecipient(giftCardFieldsOf(additionalFields) ?? {});
  return result.ok ? null : (Object.values(result.errors)[0] ?? null);
}

function giftCardFieldsOf(additionalFields: string | null | undefined): Record<string, unknown> | null {
  if (!additionalFields) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(additionalFields);
  } catch {
    return null;
  }
  const giftCard =
    parsed !== null && typeof parsed === 'object' ? (parsed as { giftCard?: unknown }).giftCard : undefined;
  return giftCard !== null && typeof giftCard === 'object' ? (giftCard as Record<string, unknown>) : null;
}

/** The recipient a cart line's additionalFields names, checked; null when there is none or it is wrong. */
export function giftCardRecipientOf(additionalFields: string | null | undefined): GiftCardRecipient | null {
  const fields = giftCardFieldsOf(additionalFields);
  if (!fields) return null;
  const result = validateGiftCardRecipient(fields);
  return result.ok ? result.recipient : null;
}
