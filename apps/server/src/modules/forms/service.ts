import type { PublicForm } from '@plinth/contracts';
import type { Db } from '@plinth/db';
import type { Site } from '../sites';
import { toPublicForm } from './form-view';
import { findFormRows } from './queries';

export interface FormsApp {
  db: Db;
  /** The app's clock (ms): tests move it. */
  now(): number;
}

/** The site's forms by id, as visitors get them (form blocks, product additional fields). */
export async function loadPublicForms(
  app: Pick<FormsApp, 'db'>,
  site: Site,
  ids: readonly string[],
): Promise<Map<string, PublicForm>> {
  const rows = await findFormRows(app.db.kysely, site.id, ids);
  return new Map(rows.map((row) => [row.id, toPublicForm(row)]));
}
