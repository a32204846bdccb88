import { answerSummaries, parseFormValues } from '@plinth/commerce';
import type { Executor } from '@plinth/db';
import { toPublicForm } from './form-view';
import { findFormRows, findProductFormIds } from './queries';

/** One answer of a product form as an order keeps it. */
export interface FormAnswerSnapshot {
  title: string;
  summary: string;
}

/**
 * What each line answered to its product's additional-fields form (issue 11 part 6), summarised with
 * the form as it is now (seed 000's answer summaries, "N/A" when missing), for an order to keep. Null
 * for a line without answers or whose product has no form.
 */
export async function productFormAnswerSnapshots(
  executor: Executor,
  websiteId: string,
  lines: readonly { productId: string; additionalFields: string | null }[],
): Promise<(FormAnswerSnapshot[] | null)[]> {
  const answered = lines.filter((line) => line.additionalFields !== null);
  const productForms = await findProductFormIds(executor, websiteId, [
    ...new Set(answered.map((l) => l.productId)),
  ]);
  if (productForms.length === 0) return lines.map(() => null);
  const formOf = new Map(productForms.map((p) => [p.id, p.formId]));
  const forms = await findFormRows(executor, websiteId, [...new Set(formOf.values())]);
  const formById = new Map(forms.map((row) => [row.id, toPublicForm(row)]));
  return lines.map((line) => {
    const form = formById.get(formOf.get(line.productId) ?? '');
    if (!form || line.additionalFields === null) return null;
    const parsed = parseFormValues(form.fields, line.additionalFields);
    if (!parsed.ok) return null;
    return answerSummaries(form.fields, parsed.values).map((a) => ({
      title: a.rawTitle,
      summary: a.summary,
    }));
  });
}
