import { answerSummaries, parseFormValues } from '@plinth/commerce';
import type { FormValues, PublicForm } from '@plinth/contracts';

/** A line's stored answers read back with its product's form; null when it has none it can read. */
export function storedAnswers(form: PublicForm, additionalFields: string | null): FormValues | null {
  if (additionalFields === null || additionalFields === '') return null;
  const parsed = parseFormValues(form.fields, additionalFields);
  return parsed.ok ? parsed.values : null;
}

/** "Grind: Espresso"-style lines for the cart (text only: React escapes it). */
export function answerLines(
  form: PublicForm,
  additionalFields: string | null,
): { title: string; summary: string }[] {
  const values = storedAnswers(form, additionalFields);
  if (!values) return [];
  return answerSummaries(form.fields, values).map((answer) => ({
    title: answer.rawTitle,
    summary: answer.summary,
  }));
}
