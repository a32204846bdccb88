/** 32 hex digits from the browser's CSPRNG (randomUUID needs a secure context; this does not). */
export function randomId(): string {
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(16))) id += (byte + 256).toString(16).slice(1);
  return id;
}
