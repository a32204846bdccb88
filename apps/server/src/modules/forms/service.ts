import type { PublicForm } from '@plinth/contracts';
import type { Db } from '@plinth/db';
import type { Mail } from '../email';
import type { Site } from '../sites';
import { toPublicForm } from './form-view';
import { findFormRows, findProductFormIds } from './queries';

/** What the forms module needs from the app (routes.ts builds it from the Fastify instance). */
export interface FormsApp {
  db: Db;
  /** The app's clock (ms): tests move it. */
  now(): number;
  /** The email outbox: a submission's notification is queued in its transaction. */
  mail: Pick<Mail, 'queue'>;
  /** Tells the job worker that an email may be due (after the transaction committed). */
  wakeJobs(): void;
  /** Submissions per client address and per form within each window (Config.formLimits). */
  limits: { perClient: number; perForm: number; windowMs: number };
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

/**
 * The additional-fields form of each of these products that has one, by product id (issue 11 part 6:
 * the cart page edits its lines' answers with them).
 */
export async function loadProductForms(
  app: Pick<FormsApp, 'db'>,
  site: Site,
  productIds: readonly string[],
): Promise<Record<string, PublicForm>> {
  const productForms = await findProductFormIds(app.db.kysely, site.id, [...new Set(productIds)]);
  if (productForms.length === 0) return {};
  const forms = await loadPublicForms(app, site, [...new Set(productForms.map((p) => p.formId))]);
  const byProduct: Record<string, PublicForm> = {};
  for (const { id, formId } of productForms) {
    const form = forms.get(formId);
    if (form) byProduct[id] = form;
  }
  return byProduct;
}
