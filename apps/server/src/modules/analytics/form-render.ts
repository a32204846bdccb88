import { newId, type Executor } from '@plinth/db';
import { insertFormRenderEvent } from './queries';

/**
 * Stores a form's counted render as a FormRender analytics event, which the dashboards' form
 * conversions read. The forms module has already decided the render counts (known form, once per
 * visitor per window, under its per-minute bound); the event gets an id of its own (ids are per table).
 */
export async function recordFormRenderEvent(
  executor: Executor,
  render: { websiteId: string; formId: string; visitorId: string; renderedAt: string },
): Promise<void> {
  await insertFormRenderEvent(executor, {
    id: newId(),
    website_id: render.websiteId,
    form_id: render.formId,
    visitor_id: render.visitorId,
    created_at: render.renderedAt,
  });
}
