import type { ImportRunContext } from './import-context';
import { ImportFileError } from './import-file-error';

/** Imports a WordPress export (WXR). */
export async function importWordpress(_run: ImportRunContext): Promise<void> {
  await Promise.resolve();
  throw new ImportFileError('WordPress imports are not ready yet.');
}
