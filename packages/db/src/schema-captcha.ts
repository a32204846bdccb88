// The captcha's spent ALTCHA solutions (migration 0020, issue 11 part 4), kept apart from schema.ts.

export interface CaptchaSpentTable {
  /** The challenge's HMAC signature (hex). */
  signature: string;
  /** ISO-8601: when the challenge expires; the row may go after that. */
  expires_at: string;
}
