import type { z } from 'zod';

/** The first problem the page schema found, as the owner reads it ("Block x (gallery): ... (images.0.fileId)"). */
export function invalidPageMessage(error: z.ZodError): string {
  const first = error.issues[0];
  return `This page could not be saved: ${first?.message ?? 'a block is not complete'}`;
}
