import type { Executor, WebsiteRow } from '@plinth/db';

export async function findWebsiteByHost(db: Executor, host: string): Promise<WebsiteRow | null> {
  const row = await db
    .selectFrom('website_hosts')
    .innerJoin('websites', 'websites.id', 'website_hosts.website_id')
    .selectAll('websites')
    .where('website_hosts.host', '=', host)
    .executeTakeFirst();
  return row ?? null;
}

export async function countWebsites(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('websites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
