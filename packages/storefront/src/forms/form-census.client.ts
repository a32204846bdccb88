import { FORM_API, readCookie, sendApiRequest } from '@plinth/contracts';

/** The census form-render event (issue 11 part 5): one per rendered form. */
export const FORM_RENDER_CENSUS_URL = FORM_API.censusFormRender;
/** Seed 000 section 9: analytics calls give up after 2.5 s. */
export const FORM_RENDER_CENSUS_TIMEOUT_MS = 2500;
/**
 * The visitor cookie the census counts by, when the analytics issue sets one; '' until then (the event
 * is still counted, without a visitor).
 */
const VISITOR_COOKIE = 'plinth_visitor';

/** Reports that the form was shown. Must never throw or reject: a lost event changes nothing for the visitor. */
export async function reportFormRender(formId: string, crumb: string): Promise<void> {
  try {
    await sendApiRequest({
      method: 'POST',
      url: FORM_RENDER_CENSUS_URL,
      json: { formId, visitorCookie: readCookie(VISITOR_COOKIE) ?? '' },
      crumb,
      signal: AbortSignal.timeout(FORM_RENDER_CENSUS_TIMEOUT_MS),
    });
  } catch {
    // Timed out: ignored, like any other failure of the census.
  }
}
