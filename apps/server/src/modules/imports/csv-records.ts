import { parse, type CsvError } from 'csv-parse';
import { IMPORT_LIMITS } from '@plinth/contracts';
import { ImportFileError } from './import-file-error';
import { detectEncoding, readText } from './text-encoding';

/** One CSV record with the line it starts on (1 for the header). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * The records of a CSV file, streamed: the encoding is told first (text-encoding.ts), then the text
 * is parsed a chunk at a time, so memory stays bounded whatever the file's size. A record larger
 * than IMPORT_LIMITS.cellMaxChars, or text that is not CSV (an unclosed quote), is an
 * ImportFileError naming the line.
 */
export async function* readCsvRecords(path: string): AsyncGenerator<CsvRecord> {
  const encoding = await detectEncoding(path);
  if (!encoding.ok) throw new ImportFileError(encoding.message);
  const parser = parse({
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: IMPORT_LIMITS.cellMaxChars,
  });
  const feed = feedParser(parser, readText(path, encoding.encoding, encoding.bomBytes));
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      // info.lines is the line a record ends on; a quoted cell may span lines.
      const inner = record.reduce((n, cell) => n + countLineBreaks(cell), 0);
      yield { line: info.lines - inner, cells: record };
    }
  } catch (error) {
    throw csvProblem(error);
  } finally {
    parser.destroy();
  }
  await feed;
}

/** Writes the text into the parser, waiting when it is full; ends it at the end of the file. */
async function feedParser(parser: ReturnType<typeof parse>, text: AsyncIterable<string>): Promise<void> {
  try {
    for await (const chunk of text) {
      if (parser.destroyed) return;
      if (!parser.write(chunk)) await drainedOrClosed(parser);
    }
    parser.end();
  } catch (error) {
    parser.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/** A parser closed early (its reader stopped) never drains: the close ends the wait too. */
function drainedOrClosed(parser: ReturnType<typeof parse>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('close', done);
      resolve();
    };
    parser.once('drain', done);
    parser.once('close', done);
  });
}

function countLineBreaks(cell: string): number {
  let n = 0;
  for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) n += 1;
  return n;
}

function csvProblem(error: unknown): Error {
  if (error instanceof ImportFileError) return error;
  const csv = error as Partial<CsvError> & { lines?: number };
  if (typeof csv.code === 'string') {
    const where = typeof csv.lines === 'number' ? `Line ${csv.lines}` : 'The file';
    if (csv.code === 'CSV_MAX_RECORD_SIZE') {
      return new ImportFileError(
        `${where}: a row is larger than ${IMPORT_LIMITS.cellMaxChars} characters; the file is not a product CSV or is damaged.`,
      );
    }
    if (csv.code === 'CSV_QUOTE_NOT_CLOSED') {
      return new ImportFileError(
        `${where}: a quoted cell is never closed, so the rest of the file cannot be read. Check the quotes on that row.`,
      );
    }
    return new ImportFileError(`${where}: the file cannot be read as CSV (${csv.message ?? csv.code}).`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
