import { CHECKOUT_SETTINGS_API as API, PERMISSION } from '@plinth/contracts';
import {
  checkoutSettingIdParams as params,
  couponInputSchema,
  noContentSchema,
  ownerCouponListSchema,
  ownerCouponSchema,
  ownerShippingOptionListSchema,
  ownerShippingOptionSchema,
  ownerTaxRuleListSchema,
  ownerTaxRuleSchema,
  shippingOptionInputSchema,
  taxRuleInputSchema,
  taxSettingsSchema,
} from '@plinth/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricesIncludeTax } from '../checkout';
import {
  createCoupon,
  createShippingOption,
  createTaxRule,
  deleteCoupon,
  deleteShippingOption,
  deleteTaxRule,
  listCoupons,
  listShippingOptions,
  listTaxRules,
  replaceCoupon,
  replaceShippingOption,
  replaceTaxRule,
  updateTaxSettings,
} from './service';

/**
 * The owner's checkout setup: shipping options, tax rules with the prices-include-tax switch, and
 * coupons (store.view reads, store.edit changes, like the other store settings).
 */
export const checkoutSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = app.requirePermission(PERMISSION.storeView);
  const edit = app.requirePermission(PERMISSION.storeEdit);
  const deleted = { 204: noContentSchema };

  app.get(
    API.shippingOptions,
    {
      onRequest: view,
      schema: {
        summary: "The store's shipping options, in the order checkout offers them",
        response: { 200: ownerShippingOptionListSchema },
      },
    },
    async (request) => ({ shippingOptions: await listShippingOptions(app.db, request.owner.site) }),
  );

  app.post(
    API.shippingOptions,
    {
      onRequest: edit,
      schema: {
        summary: 'Add a shipping option (flat, by weight, by subtotal, free over an amount, pick-up)',
        body: shippingOptionInputSchema,
        response: { 201: ownerShippingOptionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createShippingOption(app.db, request.owner.site, request.body)),
  );

  app.put(
    API.shippingOption,
    {
      onRequest: edit,
      schema: {
        summary: 'Replace a shipping option',
        params,
        body: shippingOptionInputSchema,
        response: { 200: ownerShippingOptionSchema },
      },
    },
    async (request) => replaceShippingOption(app.db, request.owner.site, request.params.id, request.body),
  );

  app.delete(
    API.shippingOption,
    { onRequest: edit, schema: { summary: 'Delete a shipping option', params, response: deleted } },
    async (request, reply) => {
      await deleteShippingOption(app.db, request.owner.site, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    API.taxRules,
    {
      onRequest: view,
      schema: {
        summary: "The store's tax rules, and whether its prices include tax",
        response: { 200: ownerTaxRuleListSchema },
      },
    },
    async (request) => ({
      taxRules: await listTaxRules(app.db, request.owner.site),
      pricesIncludeTax: pricesIncludeTax(request.owner.site),
    }),
  );

  app.post(
    API.taxRules,
    {
      onRequest: edit,
      schema: {
        summary: 'Add a tax rule for a country or one of its regions',
        body: taxRuleInputSchema,
        response: { 201: ownerTaxRuleSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTaxRule(app.db, request.owner.site, request.body)),
  );

  app.put(
    API.taxRule,
    {
      onRequest: edit,
      schema: {
        summary: 'Replace a tax rule',
        params,
        body: taxRuleInputSchema,
        response: { 200: ownerTaxRuleSchema },
      },
    },
    async (request) => replaceTaxRule(app.db, request.owner.site, request.params.id, request.body),
  );

  app.delete(
    API.taxRule,
    { onRequest: edit, schema: { summary: 'Delete a tax rule', params, response: deleted } },
    async (request, reply) => {
      await deleteTaxRule(app.db, request.owner.site, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    API.taxSettings,
    {
      onRequest: edit,
      schema: {
        summary: "Whether the store's prices include tax",
        body: taxSettingsSchema,
        response: { 200: taxSettingsSchema },
      },
    },
    async (request) => {
      const { site } = request.owner;
      const saved = await updateTaxSettings(app.db, site, request.body);
      // The switch is read from the cached site: every process drops its copy.
      await app.sites.invalidate(site.id);
      return saved;
    },
  );

  app.get(
    API.coupons,
    {
      onRequest: view,
      schema: {
        summary: "The store's coupons, newest first, with how often each was used",
        response: { 200: ownerCouponListSchema },
      },
    },
    async (request) => ({ coupons: await listCoupons(app.db, request.owner.site) }),
  );

  app.post(
    API.coupons,
    {
      onRequest: edit,
      schema: { summary: 'Add a coupon', body: couponInputSchema, response: { 201: ownerCouponSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCoupon(app.db, request.owner.site, request.body)),
  );

  app.put(
    API.coupon,
    {
      onRequest: edit,
      schema: {
        summary: "Replace a coupon's settings (its use count stays)",
        params,
        body: couponInputSchema,
        response: { 200: ownerCouponSchema },
      },
    },
    async (request) => replaceCoupon(app.db, request.owner.site, request.params.id, request.body),
  );

  app.delete(
    API.coupon,
    { onRequest: edit, schema: { summary: 'Delete a coupon', params, response: deleted } },
    async (request, reply) => {
      await deleteCoupon(app.db, request.owner.site, request.params.id);
      return reply.status(204).send();
    },
  );
};
