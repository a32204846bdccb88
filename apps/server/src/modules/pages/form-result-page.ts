import type { FormResultContext } from '@plinth/theme';
import { PAGE_ISLANDS } from '@plinth/storefront/manifest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cartQuantity, loadNavigation } from './loaders';
import { pageShell, PAGE_TYPE } from './page-shell';
import { pageVisitOf, visitNow } from './page-visit';
import { sendPage } from './send-page';

/**
 * The page a site form posted without JavaScript answers with (modules/forms): the form's message
 * after a success, or each field's error, in the site's layout, with a link back to the form's page.
 * Never cached.
 */
export async function renderFormResultPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  result: FormResultContext,
) {
  const app = request.server;
  const visit = pageVisitOf(request);
  const shell = pageShell(
    visit,
    {
      pageType: PAGE_TYPE.mainContent,
      template: 'form-result',
      title: result.title,
      islands: PAGE_ISLANDS.status,
    },
    await loadNavigation(app, visit.site, visitNow(visit)),
    app.pageCache.assets,
  );
  return sendPage(
    request,
    reply,
    {
      context: { ...shell, formResult: result },
      islands: {},
      cartQuantity: await cartQuantity(app, visit),
      cacheKey: null,
    },
    status,
  );
}
