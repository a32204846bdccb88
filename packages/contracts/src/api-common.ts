import { z } from 'zod';

/** A 204 answer: no body. Declared so every JSON route lists each answer it gives. */
export const noContentSchema = z.void().describe('No content');
