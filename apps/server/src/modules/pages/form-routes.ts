import {
  formatMessage,
  giftCardAdditionalFields,
  isZeroQuantity,
  MAX_QUANTITY,
  MIN_QUANTITY,
} from '@plinth/commerce';
import { EXPRESS_CHECKOUT } from '@plinth/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { addEntry, removeEntry, setCartCookie, updateEntryQuantity } from '../cart';
import { openCatalog } from '../catalog';
import { createExpressCart } from '../express-checkout';
import { loadCartPage } from './loaders';
import { loadProductPage } from './product-loaders';
import { pageVisitOf } from './page-visit';
import { sendPage } from './send-page';

const formBody = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const entryParams = z.object({ entryId: z.string().min(1).max(64) });

/**
 * Plain HTML form posts, so the product page and the cart work without JavaScript. Success redirects
 * (303) to the cart; a failure renders the same page again with the message the islands would show.
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { config: { rateLimit: app.writeRateLimit } };

  app.post('/cart/add', { ...limited, schema: { body: formBody } }, async (request, reply) => {
    const fields = flatten(request.body);
    const itemId = fields.itemId ?? '';
    const selection = optionSelection(fields);
    const quantity = fields.quantity;
    // Only a gift card's form has these: its recipient goes with the line (decision 0030).
    const recipient =
      fields.recipientName !== undefined || fields.recipientEmail !== undefined
        ? {
            recipientName: (fields.recipientName ?? '').trim(),
            recipientEmail: (fields.recipientEmail ?? '').trim(),
            message: (fields.message ?? '').trim(),
          }
        : null;
    try {
      await app.verifyCrumb(request, reply);
      const result = await addEntry(app, request.site, await request.visitor.forCart(), {
        itemId,
        sku: fields.sku || undefined,
        selection,
        quantity,
        additionalFields: recipient ? giftCardAdditionalFields(recipient) : null,
      });
      if (result.newToken) setCartCookie(request, reply, result.newToken);
      return reply.redirect('/cart', 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const product = await (await openCatalog(app, request.site)).findProduct(itemId);
      if (!product) throw error;
      const [, collectionUrlId = 'shop'] = product.fullUrl.split('/');
      const page = await loadProductPage(app, pageVisitOf(request), collectionUrlId, product.urlId, {
        selection,
        quantity: refillQuantity(quantity),
        ...(recipient ? { recipient } : {}),
        error: error.message,
      });
      if (!page) throw error;
      return sendPage(request, reply, page, error.statusCode);
    }
  });

  // "Buy now" without JavaScript (the product form's second submit button): a cart of this item alone
  // (express-checkout module), then its checkout; the visitor's cart is not touched. A refusal shows the
  // product page again with the message in the "Unable to Purchase Item" alert.
  app.post(EXPRESS_CHECKOUT.form, { ...limited, schema: { body: formBody } }, async (request, reply) => {
    const fields = flatten(request.body);
    const itemId = fields.itemId ?? '';
    const selection = optionSelection(fields);
    try {
      await app.verifyCrumb(request, reply);
      const input = { itemId, sku: fields.sku || undefined, selection, quantity: fields.quantity };
      const { checkoutUrl } = await createExpressCart(app, request.site, input);
      return reply.redirect(checkoutUrl, 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const product = await (await openCatalog(app, request.site)).findProduct(itemId);
      if (!product) throw error;
      const [, collectionUrlId = 'shop'] = product.fullUrl.split('/');
      const page = await loadProductPage(app, pageVisitOf(request), collectionUrlId, product.urlId, {
        selection,
        quantity: refillQuantity(fields.quantity),
        expressError: error.message,
      });
      if (!page) throw error;
      return sendPage(request, reply, page, error.statusCode);
    }
  });

  app.post(
    '/cart/entries/:entryId/quantity',
    { ...limited, schema: { params: entryParams, body: formBody } },
    async (request, reply) => {
      const quantity = flatten(request.body).quantity;
      // 0 removes the line, as on the page with JavaScript (issue 13).
      if (quantity !== undefined && isZeroQuantity(quantity)) {
        return cartChange(request, reply, formatMessage('unableToRemoveItem'), async () =>
          removeEntry(app.db, request.site, await request.visitor.forCart(), request.params.entryId),
        );
      }
      return cartChange(request, reply, formatMessage('unableToUpdateQuantity'), async () =>
        updateEntryQuantity(
          app.db,
          request.site,
          await request.visitor.forCart(),
          request.params.entryId,
          quantity,
        ),
      );
    },
  );

  app.post(
    '/cart/entries/:entryId/remove',
    { ...limited, schema: { params: entryParams, body: formBody } },
    async (request, reply) =>
      cartChange(request, reply, formatMessage('unableToRemoveItem'), async () =>
        removeEntry(app.db, request.site, await request.visitor.forCart(), request.params.entryId),
      ),
  );
};

async function cartChange(
  request: FastifyRequest,
  reply: FastifyReply,
  failureTitle: string,
  change: () => Promise<unknown>,
) {
  try {
    await request.server.verifyCrumb(request, reply);
    await change();
    return reply.redirect('/cart', 303);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const alert = { title: failureTitle, message: error.message };
    const page = await loadCartPage(request.server, pageVisitOf(request), alert);
    return sendPage(request, reply, page, error.statusCode);
  }
}

function flatten(body: Record<string, string | string[]>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(body))
    out[key] = Array.isArray(value) ? value[value.length - 1] : value;
  return out;
}

/** `options[Size]=M` fields from the product form, as { Size: 'M' }; blank choices are left out. */
function optionSelection(fields: Record<string, string | undefined>): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const match = /^options\[(.+)\]$/.exec(key);
    if (match?.[1] && value) selection[match[1]] = value;
  }
  return selection;
}

/** What to put back in the quantity box after a refused post: a whole number in the allowed range. */
function refillQuantity(raw: string | undefined): number {
  const parsed = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(Math.max(parsed, MIN_QUANTITY), MAX_QUANTITY) : MIN_QUANTITY;
}
