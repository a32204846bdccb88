import { formatCheckoutMessage } from '@plinth/commerce';
import {
  CHECKOUT_FIELD,
  CHECKOUT_PAGE,
  FORM_ERROR_PATH,
  orderConfirmedPath,
  placeOrderFromFields,
  subscriptionConfirmedPath,
  SUBSCRIPTION_PAGE,
  type CheckoutFields,
} from '@plinth/contracts';
import { checkoutCartQuerySchema, placeOrderRequestSchema } from '@plinth/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { namedCartVisitor } from '../cart';
import { placeOrder } from '../checkout';
import { loadCheckoutPage, loadOrderPage, type CheckoutPageState } from './checkout-loaders';
import { pageNotFound } from './errors';
import { pageVisitOf } from './page-visit';
import { sendPage } from './send-page';
import { requestOrigin } from '../email';

const formBody = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const pageQuery = z.object({ format: z.enum(['json']).optional() }).passthrough();
/** `?cart={token}`: the checkout of an express cart ("Buy now"), not the visitor's own cart. */
const checkoutQuery = pageQuery.extend(checkoutCartQuerySchema.shape);
const tokenParams = z.object({ token: z.string().max(200) });

/** The fields a re-shown form keeps: never the card's, which the shopper types again. */
const KEPT_FIELDS: string[] = Object.values(CHECKOUT_FIELD).filter((name) => !name.startsWith('card.'));

function fieldsOf(body: Record<string, string | string[]>): CheckoutFields {
  const out: CheckoutFields = {};
  for (const [key, value] of Object.entries(body))
    out[key] = (Array.isArray(value) ? value.at(-1) : value) ?? '';
  return out;
}

function keptValues(fields: CheckoutFields): CheckoutFields {
  return Object.fromEntries(KEPT_FIELDS.map((name) => [name, fields[name] ?? '']));
}

/** A refusal as the re-shown form puts it: messages beside their fields, or one alert. */
function refusalState(error: AppError, values: CheckoutFields): CheckoutPageState {
  const { [FORM_ERROR_PATH]: formError, ...fieldErrors } = error.details.fieldErrors ?? {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return { values, fieldErrors, error: formError ?? (hasFieldErrors ? null : error.message) };
}

/**
 * Checkout (201) and the order pages (202, 211). `POST /checkout` is the form without JavaScript:
 * `intent=quote` ("Update totals", "Apply") shows the page priced for what was posted; otherwise the
 * order is placed and the browser sent to its confirmation (303), or the page comes back with the
 * refusal beside the fields it concerns, with the status the API would answer.
 */
export const checkoutPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(CHECKOUT_PAGE.checkout, { schema: { querystring: checkoutQuery } }, async (request, reply) => {
    // ?cartToken= names a subscription cart (decision 0031), ?cart= an express one (decision 0032).
    const token = (request.query as Record<string, unknown>)[SUBSCRIPTION_PAGE.checkoutQuery];
    const state: CheckoutPageState = { expressCart: request.query.cart };
    if (typeof token === 'string' && token !== '') state.cartToken = token;
    return sendPage(request, reply, await loadCheckoutPage(app, pageVisitOf(request), state));
  });

  app.post(
    CHECKOUT_PAGE.checkout,
    { config: { rateLimit: app.writeRateLimit }, schema: { querystring: checkoutQuery, body: formBody } },
    async (request, reply) => {
      const fields = fieldsOf(request.body);
      const values = keptValues(fields);
      const cartToken = fields[SUBSCRIPTION_PAGE.checkoutQuery] ?? '';
      const expressCart = request.query.cart;
      const refused = (error: AppError) =>
        showCheckout(
          request,
          reply,
          { ...refusalState(error, values), cartToken, expressCart },
          error.statusCode,
        );
      try {
        await app.verifyCrumb(request, reply);
      } catch (error) {
        if (error instanceof AppError) return refused(error);
        throw error;
      }
      const parsed = placeOrderRequestSchema.safeParse(placeOrderFromFields(fields.cartId ?? '', fields));
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
        return showCheckout(request, reply, { values, fieldErrors, cartToken, expressCart }, 400);
      }
      if (fields.intent === 'quote') {
        return showCheckout(request, reply, { values, cartToken, expressCart }, 200);
      }
      try {
        // Resolved before the order's transaction, which on SQLite holds the one connection.
        const visitor = namedCartVisitor(await request.visitor.forCart(), expressCart);
        const placed = await placeOrder(app, request.site, visitor, parsed.data, requestOrigin(request), {
          address: request.ip,
        });
        // 3-D Secure needs Stripe.js (decision 0066): without JavaScript the card cannot be authenticated
        // (the payment waiting for it is cancelled after its timeout).
        if ('authentication' in placed) {
          const message = formatCheckoutMessage('cardAuthenticationFailed');
          return refused(
            new AppError('invalid', 'CHECKOUT_CARD_DECLINED', message, {
              fieldErrors: { 'card.number': message },
            }),
          );
        }
        const { order, subscriptionToken } = placed;
        const next = subscriptionToken
          ? subscriptionConfirmedPath(subscriptionToken)
          : orderConfirmedPath(order.statusToken);
        return reply.redirect(next, 303);
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) return refused(error);
        throw error;
      }
    },
  );

  app.get(
    `${CHECKOUT_PAGE.orderStatusPrefix}:token`,
    { schema: { params: tokenParams, querystring: pageQuery } },
    async (request, reply) => {
      const page = await loadOrderPage(app, pageVisitOf(request), request.params.token, 'status');
      if (!page) throw pageNotFound();
      return sendPage(request, reply, page);
    },
  );

  app.get(
    `${CHECKOUT_PAGE.orderStatusPrefix}:token/confirmed`,
    { schema: { params: tokenParams, querystring: pageQuery } },
    async (request, reply) => {
      const page = await loadOrderPage(app, pageVisitOf(request), request.params.token, 'confirmed');
      if (!page) throw pageNotFound();
      return sendPage(request, reply, page);
    },
  );
};

async function showCheckout(
  request: FastifyRequest,
  reply: FastifyReply,
  state: CheckoutPageState,
  status: number,
) {
  const page = await loadCheckoutPage(request.server, pageVisitOf(request), state);
  return sendPage(request, reply, page, status);
}
