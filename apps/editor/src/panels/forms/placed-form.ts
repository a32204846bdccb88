import { FORM_LIMITS } from '@plinth/contracts';
import { errorMessage } from '../../api/api-error';
import { createForm } from '../../api/forms-api';
import { newFormWrite } from './form-builder-model';

/** A new Form block's form is named after its page: "Contact" gives "Contact form". */
export function placedFormName(pageTitle: string): string {
  const title = pageTitle.trim() || 'Page';
  const name = /\bform$/i.test(title) ? title : `${title} form`;
  return name.length <= FORM_LIMITS.nameMax ? name : name.slice(0, FORM_LIMITS.nameMax).trimEnd();
}

export type PlacedFormOutcome = { ok: true; formId: string } | { ok: false; message: string };

/**
 * The form a new Form block starts with: the starter fields, named after the page. When it cannot be
 * made (the site's form limit, no connection) the block is placed without one and the owner is told.
 */
export async function createPlacedForm(pageTitle: string): Promise<PlacedFormOutcome> {
  try {
    const form = await createForm(newFormWrite(placedFormName(pageTitle)));
    return { ok: true, formId: form.id };
  } catch (error) {
    const reason = errorMessage(error, 'Unable to connect. Please try again').replace(/\.?$/, '.');
    return {
      ok: false,
      message: `The Form block was added without a form: ${reason} Choose or create one in its settings.`,
    };
  }
}
