/**
 * The email of the last order placed in this browser, offered again at the next checkout (issue 23
 * §5). First-party localStorage, one key per site; written only once an order is placed, and every
 * remembered email is forgotten when a customer signs out. Storage can be off or full (private
 * windows, quotas): then nothing is remembered, and nothing throws.
 */

const KEY_PREFIX = 'plinth:checkout-email:';

export function rememberedEmailKey(websiteId: string): string {
  return `${KEY_PREFIX}${websiteId}`;
}

export function readRememberedEmail(websiteId: string): string | null {
  try {
    return window.localStorage.getItem(rememberedEmailKey(websiteId));
  } catch {
    return null;
  }
}

export function rememberEmail(websiteId: string, email: string): void {
  try {
    if (email !== '') window.localStorage.setItem(rememberedEmailKey(websiteId), email);
  } catch {
    // Not remembered: the shopper types it next time.
  }
}

/** Sign-out: forgets the email for every site this browser kept one for on this origin. */
export function forgetRememberedEmails(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(KEY_PREFIX)) storage.removeItem(key);
  } catch {
    // Nothing could be stored either.
  }
}
