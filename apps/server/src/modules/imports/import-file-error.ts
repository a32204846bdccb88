/**
 * A file refused whole before anything of it is written: not CSV or XML at all, a missing column, an
 * encoding that cannot be read, a DOCTYPE with entities. The message names the line or element and
 * says what to do; it is shown to the owner as it is.
 */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}
