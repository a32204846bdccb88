export * from './schema';
export * from './connect';
export * from './data-dir-lock';
export * from './dialect';
export * from './migrate';
export * from './id';
export * from './unavailable';
export { sql } from 'kysely';
export type { Insertable, Kysely, Transaction } from 'kysely';
