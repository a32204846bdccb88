export interface SourcePosition {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units like the editor's cursor. */
  column: number;
}

/** The line and column of a character offset; offsets past the end point just after the last character. */
export function positionAt(source: string, offset: number): SourcePosition {
  const clamped = Math.max(0, Math.min(offset, source.length));
  const before = source.slice(0, clamped);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: clamped - lineStart + 1 };
}

/**
 * A few numbered lines around a position with a caret under the column, for logs:
 *
 *     2 | <ul>
 *   > 3 |   {.section items
 *       |   ^
 */
export function codeFrame(source: string, position: SourcePosition, around = 2): string {
  const lines = source.split('\n');
  const first = Math.max(1, position.line - around);
  const last = Math.min(lines.length, position.line + around);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === position.line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`.trimEnd());
    if (n === position.line) {
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, position.column - 1))}^`);
    }
  }
  return out.join('\n');
}
