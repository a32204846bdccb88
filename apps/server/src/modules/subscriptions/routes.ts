import { PERMISSION, SUBSCRIPTION_API } from '@plinth/contracts';
import {
  ownerSubscriptionListResponseSchema,
  ownerSubscriptionResponseSchema,
  subscriptionCartRequestSchema,
  subscriptionCartResponseSchema,
  subscriptionListResponseSchema,
  subscriptionParams,
  subscriptionResponseSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteUserGuard } from '../site-users';
import {
  cancelSubscription,
  createSubscriptionCart,
  listCustomerSubscriptions,
  listOwnerSubscriptions,
} from './service';

/**
 * Subscriptions: the Subscribe call (seed 000's POST /api/3/commerce/cart/subscription), the signed-in
 * customer's list and cancel, and the owner's list and cancel (orders.view / orders.manage). The crumb,
 * session or permission is checked in onRequest, before the body is read.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SUBSCRIPTION_API.cart,
    {
      onRequest: app.verifyCrumb,
      config: { rateLimit: app.writeRateLimit },
      schema: {
        summary: 'Start a subscription checkout: a cart of its own holding one subscribable item',
        body: subscriptionCartRequestSchema,
        response: { 200: subscriptionCartResponseSchema },
      },
    },
    async (request) => createSubscriptionCart(app, request.site, request.body),
  );

  app.get(
    SUBSCRIPTION_API.customerList,
    {
      onRequest: siteUserGuard('read'),
      schema: {
        summary: "The signed-in customer's subscriptions, newest first",
        response: { 200: subscriptionListResponseSchema },
      },
    },
    async (request) => ({
      subscriptions: await listCustomerSubscriptions(app.db, request.site, request.siteUserSession.user.id),
    }),
  );

  app.post(
    SUBSCRIPTION_API.customerCancel,
    {
      onRequest: siteUserGuard('write'),
      config: { rateLimit: app.writeRateLimit },
      schema: {
        summary: 'The signed-in customer cancels one of their subscriptions',
        params: subscriptionParams,
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => {
      const {
        email: _e,
        siteUserId: _s,
        shippingAddress: _a,
        lastError: _l,
        orders: _o,
        ...subscription
      } = await cancelSubscription(
        app,
        request.site,
        request.params.subscriptionId,
        request.siteUserSession.user.id,
      );
      return { subscription };
    },
  );

  app.get(
    SUBSCRIPTION_API.ownerList,
    {
      onRequest: app.requirePermission(PERMISSION.ordersView),
      schema: {
        summary: "The site's subscriptions, newest first",
        response: { 200: ownerSubscriptionListResponseSchema },
      },
    },
    async (request) => ({ subscriptions: await listOwnerSubscriptions(app.db, request.owner.site) }),
  );

  app.post(
    SUBSCRIPTION_API.ownerCancel,
    {
      onRequest: app.requirePermission(PERMISSION.ordersManage),
      schema: {
        summary: 'Cancel a subscription: no further renewal orders are made',
        params: subscriptionParams,
        response: { 200: ownerSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      subscription: await cancelSubscription(app, request.owner.site, request.params.subscriptionId, null),
    }),
  );
};
