export * from './schema';
export * from './connect';
export * from './dialect';
export * from './migrate';
export * from './id';
export * from './fixed-query';
export * from './write-batch';
export { sql } from 'kysely';
export type { Insertable, Kysely, Transaction } from 'kysely';
