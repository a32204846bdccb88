import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** A message ready to leave: everything the outbox row holds, and the sender address. */
export interface OutgoingEmail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** The Date header: when it was queued, so every send of one message is the same message. */
  date: Date;
  /** Names the .eml file; the same for every send of one message. */
  fileStem: string;
  /** Extra headers (List-Unsubscribe...). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  /**
   * Hands the message over. Resolves once the SMTP server has accepted it (its 250 after DATA) or the
   * file is in place; rejects otherwise (the job tries again later). `fileName` for the file transport.
   */
  send(email: OutgoingEmail): Promise<{ fileName: string | null }>;
  close(): void;
}

/** Time limits of one SMTP exchange: a server that stops answering fails the attempt, never hangs it. */
export const SMTP_TIMEOUTS = {
  /** To open the TCP (and TLS) connection. */
  connectionTimeout: 10_000,
  /** From connecting to the server's greeting. */
  greetingTimeout: 10_000,
  /** Any wait for the server with no data either way. */
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
} as const;

/** Where the file transport writes: DATA_DIR/mail. */
export function mailFolder(dataDir: string): string {
  return join(dataDir, 'mail');
}

/** The transport for SMTP_URL, or the mail folder (DATA_DIR/mail) when there is none. */
export function createMailTransport(smtpUrl: string | undefined, dataDir: string): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : fileTransport(mailFolder(dataDir));
}

function messageOf(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    messageId: email.messageId,
    date: email.date,
    ...(email.headers ? { headers: email.headers } : {}),
  };
}

function smtpTransport(url: string): MailTransport {
  // One connection per message: nothing is left open between jobs, and one message's failure is its own.
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    send: async (email) => {
      const info = await transporter.sendMail(messageOf(email));
      if (info.rejected.length > 0) throw new Error(`The SMTP server refused ${info.rejected.join(', ')}`);
      return { fileName: null };
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each message as DATA_DIR/mail/{fileStem}.eml, the raw message a mail program opens. The file is
 * written beside and renamed into place, so it is whole or absent; a second send of the same message
 * replaces it (the same name), so the folder holds each message once.
 */
function fileTransport(folder: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    send: async (email) => {
      const info = await builder.sendMail(messageOf(email));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('The message was not built');
      await mkdir(folder, { recursive: true });
      const fileName = `${email.fileStem}.eml`;
      const partial = join(folder, `.${fileName}.${process.pid}.partial`);
      await writeFile(partial, raw);
      await rename(partial, join(folder, fileName));
      return { fileName };
    },
    close: () => builder.close(),
  };
}
