import type { Executor } from '@plinth/db';

/** How many sites this instance holds. */
export async function countWebsites(executor: Executor): Promise<number> {
  const row = await executor
    .selectFrom('websites')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
