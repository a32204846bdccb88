import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Engine } from './connect';
import type { Executor } from './dialect';
import { engineOf } from './engine-of';

/**
 * A hot statement written once as SQL text with `?` placeholders, for the request paths that run
 * many times a second (add to cart). It skips Kysely's builder and compiler (about a fifth of the
 * time of a small query on SQLite), and its text never changes, so SQLite's statement cache and
 * PostgreSQL's plan cache both see one statement. PostgreSQL's `$1…$n` text is made once, on first use,
 * and starts with a comment naming the statement (`preparedStatementName`), by which the pool runs it
 * as a named prepared statement: parsed and planned once per connection instead of on every call.
 * The text must not hold a `?` inside a string literal. Write it in the SQL both engines accept.
 */
export interface FixedQuery<Row> {
  readonly text: string;
  /** The engine is the executor's own (a transaction's included), so callers pass one handle. */
  rows(executor: Executor, parameters: readonly unknown[]): Promise<Row[]>;
  first(executor: Executor, parameters: readonly unknown[]): Promise<Row | undefined>;
  /** Runs a statement that returns no rows; resolves to the number of rows it changed. */
  run(executor: Executor, parameters: readonly unknown[]): Promise<number>;
}

export interface FixedQueryOptions {
  /**
   * false: PostgreSQL plans the statement on every call with its values (an unnamed statement), for
   * queries whose best plan depends on them: a generic plan of a text search cannot use the GIN index
   * for a `to_tsquery` of a parameter and reads every row. Default true (named, planned once).
   */
  prepared?: boolean;
}

export function fixedQuery<Row = Record<string, unknown>>(
  text: string,
  options: FixedQueryOptions = {},
): FixedQuery<Row> {
  let postgresText: string | undefined;
  const textFor = (engine: Engine): string => {
    if (engine === 'sqlite') return text;
    if (postgresText === undefined) {
      let n = 0;
      const numbered = text.replace(/\?/g, () => `$${++n}`);
      const name = `plinth_${createHash('sha1').update(numbered).digest('hex').slice(0, 16)}`;
      postgresText = options.prepared === false ? numbered : `${PREPARED_PREFIX}${name} */ ${numbered}`;
    }
    return postgresText;
  };
  const execute = (executor: Executor, parameters: readonly unknown[]) =>
    executor.executeQuery<Row>(CompiledQuery.raw(textFor(engineOf(executor)), [...parameters]));
  return {
    text,
    rows: async (executor, parameters) => (await execute(executor, parameters)).rows,
    first: async (executor, parameters) => (await execute(executor, parameters)).rows[0],
    run: async (executor, parameters) => Number((await execute(executor, parameters)).numAffectedRows ?? 0n),
  };
}

const PREPARED_PREFIX = '/* prepared: ';
const PREPARED_NAME = /^\/\* prepared: (plinth_[0-9a-f]{16}) \*\/ /;

/**
 * The prepared-statement name a fixed query's PostgreSQL text carries, or undefined for any other SQL
 * (which runs unnamed, parsed each time, as Kysely sends it). The name is a hash of the text, so one
 * name never stands for two statements.
 */
export function preparedStatementName(sql: string): string | undefined {
  if (!sql.startsWith(PREPARED_PREFIX)) return undefined;
  return PREPARED_NAME.exec(sql)?.[1];
}

const INSERT_CAPACITY = 300;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const inserts = new Map<string, FixedQuery<Record<string, unknown>>>();

/**
 * `insert into {table} ({columns}) values (?, …), … {suffix}` as a fixed query, for the rows the purchase
 * writes on every order (jobs, emails, orders, their lines): Kysely builds and compiles such an insert
 * anew on every call, and on PostgreSQL sends it unnamed, parsed every time. The columns are the rows'
 * keys whose value is defined (a column left out takes the table's default, as with Kysely); every row
 * must have the same ones. One text per table, columns, row count and suffix, made once and kept (a
 * bounded set: the purchase's few row shapes). `suffix` is fixed SQL such as
 * `on conflict (dedupe_key) do nothing returning id`, never a value. Answers the RETURNING rows.
 */
export async function insertRows<Out = Record<string, unknown>>(
  executor: Executor,
  table: string,
  rows: readonly object[],
  suffix = '',
): Promise<Out[]> {
  const part = insertPart(table, rows);
  if (!part) return [];
  const key = `${part.key}|${suffix}`;
  const query = cachedInsert(key, () => `${part.sql()}${suffix ? ` ${suffix}` : ''}`);
  return (await query.rows(executor, part.parameters)) as Out[];
}

/**
 * insertRows of rows that each have an `id`, skipping a row whose `unique` column's value exists
 * already (ON CONFLICT DO NOTHING): answers the ids of the rows written.
 */
export async function insertNewRows(
  executor: Executor,
  table: string,
  rows: readonly { id: string }[],
  unique: string,
): Promise<Set<string>> {
  if (!IDENTIFIER.test(unique)) throw new Error(`Not an identifier: ${unique}`);
  const inserted = await insertRows<{ id: string }>(
    executor,
    table,
    rows,
    `on conflict ("${unique}") do nothing returning id`,
  );
  return new Set(inserted.map((row) => row.id));
}

/**
 * Several insertRows that belong together (an order, its lines, its purchase record), in the order
 * given. On PostgreSQL they are one statement, the first ones as data-modifying CTEs, so one round trip
 * (a foreign key to a row of an earlier part is checked at the end of the statement, when it exists).
 * On SQLite, where a statement costs no round trip, they run one after the other.
 */
export async function insertRowsTogether(
  executor: Executor,
  inserts: readonly { table: string; rows: readonly object[] }[],
): Promise<void> {
  const parts = inserts.flatMap(({ table, rows }) => insertPart(table, rows) ?? []);
  if (parts.length === 0) return;
  if (engineOf(executor) === 'sqlite' || parts.length === 1) {
    for (const part of parts) await cachedInsert(part.key, part.sql).run(executor, part.parameters);
    return;
  }
  const key = parts.map((part) => part.key).join('||');
  const last = parts[parts.length - 1]!;
  const query = cachedInsert(key, () => {
    const ctes = parts.slice(0, -1).map((part, index) => `w${index} as (${part.sql()})`);
    return `with ${ctes.join(', ')} ${last.sql()}`;
  });
  await query.run(
    executor,
    parts.flatMap((part) => part.parameters),
  );
}

interface InsertPart {
  key: string;
  /** The statement's text, made (and its names checked) only when no text is kept for `key`. */
  sql: () => string;
  parameters: unknown[];
}

function insertPart(table: string, rows: readonly object[]): InsertPart | null {
  const first = rows[0];
  if (!first) return null;
  const columns = Object.keys(first).filter((key) => (first as Record<string, unknown>)[key] !== undefined);
  const parameters: unknown[] = [];
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    const defined = Object.keys(values).filter((key) => values[key] !== undefined);
    if (defined.length !== columns.length || columns.some((column) => values[column] === undefined)) {
      throw new Error(`Rows inserted into ${table} together must set the same columns`);
    }
    for (const column of columns) parameters.push(values[column]);
  }
  return {
    key: `${table}|${columns.join(',')}|${rows.length}`,
    sql: () => {
      const names = [table, ...columns];
      if (!names.every((name) => IDENTIFIER.test(name))) {
        throw new Error(`Not an identifier: ${names.join(', ')}`);
      }
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      return (
        `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) ` +
        `values ${Array.from(rows, () => tuple).join(', ')}`
      );
    },
    parameters,
  };
}

function cachedInsert(key: string, text: () => string): FixedQuery<Record<string, unknown>> {
  let query = inserts.get(key);
  if (!query) {
    query = fixedQuery(text());
    if (inserts.size >= INSERT_CAPACITY) inserts.clear();
    inserts.set(key, query);
  }
  return query;
}
