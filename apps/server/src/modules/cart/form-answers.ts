import { parseFormValues, validateFormValues } from '@plinth/commerce';
import type { ProductView } from '@plinth/contracts';
import type { Db } from '@plinth/db';
import { loadPublicForms } from '../forms';
import type { Site } from '../sites';
import { formAnswersInvalid } from './errors';

/**
 * The additionalFields a cart line keeps for a product with a form (issue 11 part 6): the answers are
 * read in the form's shapes (@plinth/commerce parseFormValues) and checked with the same rules the form
 * island runs, then stored as their normalised JSON, so two adds with the same answers share a line
 * and different answers stay separate lines. A product without a form keeps what was sent (a gift
 * card's recipient); a form that no longer exists asks for nothing.
 */
export async function productFormAnswers(
  app: { db: Db },
  site: Site,
  product: Pick<ProductView, 'additionalFieldsFormId'>,
  additionalFields: string | null,
): Promise<string | null> {
  const formId = product.additionalFieldsFormId;
  if (formId === null) return additionalFields;
  const form = (await loadPublicForms(app, site, [formId])).get(formId);
  if (!form) return additionalFields;
  const parsed = parseFormValues(form.fields, additionalFields ?? '{}');
  if (!parsed.ok) throw formAnswersInvalid(parsed.message);
  const checked = validateFormValues(form.fields, parsed.values);
  if (!checked.ok) throw formAnswersInvalid(checked.message, checked.errors);
  return JSON.stringify(parsed.values);
}
