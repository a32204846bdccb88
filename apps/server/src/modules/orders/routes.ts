import { CHECKOUT_API, PERMISSION } from '@plinth/contracts';
import {
  customerOrdersResponseSchema,
  fulfillOrderRequestSchema,
  orderStatusResponseSchema,
  orderTokenParams,
  ownerOrderListQuerySchema,
  ownerOrderListSchema,
  ownerOrderParams,
  ownerOrderResponseSchema,
  packingSlipDocumentSchema,
  packingSlipParams,
  packingSlipQuerySchema,
  refundOrderRequestSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../email';
import { siteUserGuard } from '../site-users';
import {
  cancelOrder,
  getOrderByToken,
  getOwnerOrder,
  listOrdersOfCustomer,
  listOwnerOrders,
} from './service';
import { fulfillOrder } from './fulfilment';
import { orderNotFound } from './errors';
import { packingSlipUnits, renderPackingSlip } from './packing-slip';
import { refundOrder } from './refund';

/** The packing slip is a document of its own: its inline styles, nothing else. */
const PACKING_SLIP_CSP = ["default-src 'none'", "style-src 'unsafe-inline'", "frame-ancestors 'self'"].join(
  '; ',
);

/**
 * Orders after checkout: the shopper's status by token, the signed-in customer's list, and the owner's
 * list, detail and status changes (orders.view / orders.manage).
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CHECKOUT_API.orderStatus,
    {
      schema: {
        summary: "An order's status, by the unguessable token of its status page",
        params: orderTokenParams,
        response: { 200: orderStatusResponseSchema },
      },
    },
    async (request) => ({ order: await getOrderByToken(app.db, request.site, request.params.token) }),
  );

  app.get(
    CHECKOUT_API.customerOrders,
    {
      onRequest: siteUserGuard('read'),
      schema: {
        summary: "The signed-in customer's orders, newest first",
        response: { 200: customerOrdersResponseSchema },
      },
    },
    async (request) => ({
      orders: await listOrdersOfCustomer(app.db, request.site, request.siteUserSession.user.id),
    }),
  );

  const view = app.requirePermission(PERMISSION.ordersView);
  const manage = app.requirePermission(PERMISSION.ordersManage);

  app.get(
    '/config/api/orders',
    {
      onRequest: view,
      schema: {
        summary: "The site's orders, newest first, by number, email or product, and by status",
        querystring: ownerOrderListQuerySchema,
        response: { 200: ownerOrderListSchema },
      },
    },
    async (request) => ({ orders: await listOwnerOrders(app.db, request.owner.site, request.query) }),
  );

  app.get(
    '/config/api/orders/:orderId',
    {
      onRequest: view,
      schema: { summary: 'One order', params: ownerOrderParams, response: { 200: ownerOrderResponseSchema } },
    },
    async (request) => ({ order: await getOwnerOrder(app.db, request.owner.site, request.params.orderId) }),
  );

  app.post(
    '/config/api/orders/:orderId/fulfill',
    {
      onRequest: manage,
      schema: {
        summary:
          'Ship a placed or partially fulfilled order, whole or some units of some lines, as one shipment with an optional tracking number and carrier',
        params: ownerOrderParams,
        body: fulfillOrderRequestSchema,
        response: { 200: ownerOrderResponseSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const context = { site: request.owner.site, origin: requestOrigin(request) };
      const input = {
        trackingNumber: body.trackingNumber || null,
        carrier: body.carrier ?? null,
        lines: body.lines,
        createdBy: request.owner.user.id,
      };
      return { order: await fulfillOrder(app, context, request.params.orderId, input) };
    },
  );

  app.get(
    '/config/api/websites/:websiteId/orders/:orderId/packing-slip',
    {
      onRequest: app.requirePermission(PERMISSION.ordersView),
      schema: {
        summary:
          "An order's printable packing slip (items and address, no prices), as a document: a shipment's, or what is left to ship",
        params: packingSlipParams,
        querystring: packingSlipQuerySchema,
        response: { 200: packingSlipDocumentSchema },
      },
    },
    async (request, reply) => {
      const { site } = request.owner;
      const order = await getOwnerOrder(app.db, site, request.params.orderId);
      const units = packingSlipUnits(order, request.query.shipment);
      if (!units) throw orderNotFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', PACKING_SLIP_CSP)
        .header('cache-control', 'no-store')
        .send(renderPackingSlip(order, site, units));
    },
  );

  app.post(
    '/config/api/orders/:orderId/cancel',
    {
      onRequest: manage,
      schema: {
        summary: 'Cancel a placed order: its stock goes back and its payment is returned',
        params: ownerOrderParams,
        response: { 200: ownerOrderResponseSchema },
      },
    },
    async (request) => {
      const context = { site: request.owner.site, origin: requestOrigin(request) };
      return { order: await cancelOrder(app, context, request.params.orderId) };
    },
  );

  app.post(
    '/config/api/orders/:orderId/refund',
    {
      onRequest: manage,
      schema: {
        summary:
          'Refund an order to its original payment, in full or in part: an amount, or lines (restocked if asked)',
        params: ownerOrderParams,
        body: refundOrderRequestSchema,
        response: { 200: ownerOrderResponseSchema },
      },
    },
    async (request) => {
      const context = { site: request.owner.site, origin: requestOrigin(request) };
      const body = request.body ?? {};
      return {
        order: await refundOrder(app, context, request.params.orderId, {
          amountCents: body.amountCents,
          lines: body.lines,
          restock: body.restock,
          note: body.note,
          byUserId: request.owner.user.id,
        }),
      };
    },
  );
};
