import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_ALPHABET,
  formatGiftCardCode,
  giftCardAdditionalFields,
  giftCardCodeFromBytes,
  giftCardRecipientOf,
  maskGiftCardCode,
  normalizeGiftCardCode,
  validateGiftCardRecipient,
} from './gift-cards';

describe('gift card codes', () => {
  it('has 32 unambiguous symbols: no I, O, 0 or 1', () => {
    expect(GIFT_CARD_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CARD_ALPHABET).size).toBe(32);
    for (const symbol of 'IO01') expect(GIFT_CARD_ALPHABET).not.toContain(symbol);
  });

  it('makes 16 symbols from 16 bytes, each byte picking by its low 5 bits', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 2 + 32);
    const code = giftCardCodeFromBytes(bytes);
    expect(code).toHaveLength(16);
    expect(code).toBe('ACEGJLNQSUWY2468');
    expect(giftCardCodeFromBytes(new Uint8Array(16).fill(255))).toBe('9'.repeat(16));
    expect(() => giftCardCodeFromBytes(new Uint8Array(15))).toThrow();
  });

  it('spreads over the whole alphabet', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => i);
    const seen = new Set(giftCardCodeFromBytes(bytes.slice(0, 16)) + giftCardCodeFromBytes(bytes.slice(16)));
    expect(seen.size).toBe(32);
  });

  it('formats in groups of four and masks all but the last four', () => {
    expect(formatGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(maskGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('••••-••••-••••-NPQR');
  });

  it('normalizes what a shopper types, and refuses what cannot be a code', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jklm-npqr ')).toBe('ABCDEFGHJKLMNPQR');
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQ')).toBeNull();
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQRS')).toBeNull();
    expect(normalizeGiftCardCode('ABCD-EFGH-JKLM-NPQ0')).toBeNull();
    expect(normalizeGiftCardCode('')).toBeNull();
  });
});

describe('gift card recipient', () => {
  it('trims and accepts a name, an email and an optional message', () => {
    expect(
      validateGiftCardRecipient({ recipientName: ' Ana ', recipientEmail: 'ana@example.com', message: '' }),
    ).toEqual({
      ok: true,
      recipient: { recipientName: 'Ana', recipientEmail: 'ana@example.com', message: '' },
    });
  });

  it('names every field that is wrong', () => {
    const result = validateGiftCardRecipient({
      recipientName: '',
      recipientEmail: 'nope',
      message: 'x'.repeat(501),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        recipientName: "Enter the recipient's name.",
        recipientEmail: "Enter the recipient's email address, like name@example.com.",
        message: 'This is too long (at most 500 characters).',
      },
    });
  });

  it('reads the recipient back from a cart line, and nothing from anything else', () => {
    const recipient = { recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Enjoy' };
    expect(giftCardRecipientOf(giftCardAdditionalFields(recipient))).toEqual(recipient);
    expect(giftCardRecipientOf(null)).toBeNull();
    expect(giftCardRecipientOf('not json')).toBeNull();
    expect(giftCardRecipientOf('{"giftCard":{"recipientName":"Ana"}}')).toBeNull();
    expect(giftCardRecipientOf('[1]')).toBeNull();
  });
});
