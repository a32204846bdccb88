import { createHash } from 'node:crypto';

/**
 * The Message-ID of the message with this dedupe key: a hash of the key at the sender's domain. The same
 * key always gives the same id, so a message sent again after a crash is recognisable as the same message
 * (mail programs and servers that keep Message-IDs drop or thread the second copy).
 */
export function messageIdFor(dedupeKey: string, fromAddress: string): string {
  const hash = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32);
  const domain = fromAddress.split('@').pop() || 'localhost';
  return `<${hash}@${domain}>`;
}
