import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { readMail, type ReadMail } from '../../apps/server/test/fixtures/read-mail';

/** Where serve.ts keeps what its SMTP server accepted (playwright.config.ts sets it for both). */
export const MAILBOX = process.env.E2E_MAILBOX ?? '';

export interface Mail extends ReadMail {
  to: string;
  fileName: string;
}

/** Every message the SMTP server has accepted so far, oldest first. */
export function allMail(): Mail[] {
  return readdirSync(MAILBOX)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .sort()
    .map((fileName) => {
      const mail = readMail(readFileSync(join(MAILBOX, fileName), 'utf8'));
      return { ...mail, to: mail.headers.get('to') ?? '', fileName };
    });
}

/**
 * The newest message to `to` whose subject matches, waiting (up to 20 s) for the job queue to send it.
 * `after` skips messages already there before the step that should send one (a count from allMail()).
 */
export async function waitForMail(
  to: string,
  subject: RegExp | string,
  options: { after?: number; timeout?: number } = {},
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        const mail = allMail().slice(options.after ?? 0);
        found = mail
          .reverse()
          .find(
            (m) =>
              m.to.toLowerCase().includes(to.toLowerCase()) &&
              (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)),
          );
        return found !== undefined;
      },
      { timeout: options.timeout ?? 20_000, message: `an email to ${to} about ${String(subject)}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a message's HTML whose address matches. */
export function linkIn(mail: Mail, pattern: RegExp): string {
  for (const match of mail.html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (pattern.test(href)) return href;
  }
  throw new Error(`No link matching ${String(pattern)} in "${mail.subject}"`);
}
