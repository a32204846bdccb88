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
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Site } from '../sites';
import { pricesIncludeTax } from './pricing-config';
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

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Db = ZodApp['db'];

/**
 * One list of the owner's checkout setup: its two paths, schemas, summaries and service functions.
 * `Input` is what the body schema parses to; `Item` and `List` are what the answers' schemas accept.
 */
interface SettingListResource<Input, Item, List> {
  paths: { list: string; item: string };
  schemas: { input: z.ZodType<Input>; item: z.ZodType<unknown, Item>; list: z.ZodType<unknown, List> };
  summaries: { list: string; create: string; replace: string; remove: string };
  list: (db: Db, site: Site) => Promise<List>;
  create: (db: Db, site: Site, input: Input) => Promise<Item>;
  replace: (db: Db, site: Site, id: string, input: Input) => Promise<Item>;
  remove: (db: Db, site: Site, id: string) => Promise<void>;
}

/**
 * Registers list (store.view), create, replace and delete (store.edit) for one resource. The
 * permission is checked in onRequest, before the body is parsed. The zod type provider cannot resolve
 * schemas whose types are still generic, so the routes are registered with the default types here (the body is cast to what its schema parsed it to) and `resource`
 * ties the service functions' types to the schemas (which validate and serialize at run time).
 */
function settingListRoutes<Input, Item, List>(
  app: ZodApp,
  resource: SettingListResource<Input, Item, List>,
): void {
  const view = app.requirePermission(PERMISSION.storeView);
  const edit = app.requirePermission(PERMISSION.storeEdit);
  const { paths, schemas, summaries } = resource;
  const routes: FastifyInstance = app;
  type Id = { id: string };

  routes.get(
    paths.list,
    { onRequest: view, schema: { summary: summaries.list, response: { 200: schemas.list } } },
    async (request) => resource.list(app.db, request.owner.site),
  );

  routes.post(
    paths.list,
    {
      onRequest: edit,
      schema: { summary: summaries.create, body: schemas.input, response: { 201: schemas.item } },
    },
    async (request, reply) =>
      reply.status(201).send(await resource.create(app.db, request.owner.site, request.body as Input)),
  );

  routes.put<{ Params: Id }>(
    paths.item,
    {
      onRequest: edit,
      schema: { summary: summaries.replace, params, body: schemas.input, response: { 200: schemas.item } },
    },
    async (request) => resource.replace(app.db, request.owner.site, request.params.id, request.body as Input),
  );

  routes.delete<{ Params: Id }>(
    paths.item,
    { onRequest: edit, schema: { summary: summaries.remove, params, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await resource.remove(app.db, request.owner.site, request.params.id);
      return reply.status(204).send();
    },
  );
}

/**
 * The owner's checkout setup: shipping options, tax rules with the prices-include-tax switch, and
 * coupons (store.view reads, store.edit changes, like the other store settings).
 */
export const checkoutSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const edit = app.requirePermission(PERMISSION.storeEdit);

  settingListRoutes(app, {
    paths: { list: API.shippingOptions, item: API.shippingOption },
    schemas: {
      input: shippingOptionInputSchema,
      item: ownerShippingOptionSchema,
      list: ownerShippingOptionListSchema,
    },
    summaries: {
      list: "The store's shipping options, in the order checkout offers them",
      create: 'Add a shipping option (flat, by weight, by subtotal, free over an amount, pick-up)',
      replace: 'Replace a shipping option',
      remove: 'Delete a shipping option',
    },
    list: async (db, site) => ({ shippingOptions: await listShippingOptions(db, site) }),
    create: createShippingOption,
    replace: replaceShippingOption,
    remove: deleteShippingOption,
  });

  settingListRoutes(app, {
    paths: { list: API.taxRules, item: API.taxRule },
    schemas: { input: taxRuleInputSchema, item: ownerTaxRuleSchema, list: ownerTaxRuleListSchema },
    summaries: {
      list: "The store's tax rules, and whether its prices include tax",
      create: 'Add a tax rule for a country or one of its regions',
      replace: 'Replace a tax rule',
      remove: 'Delete a tax rule',
    },
    list: async (db, site) => ({
      taxRules: await listTaxRules(db, site),
      pricesIncludeTax: pricesIncludeTax(site),
    }),
    create: createTaxRule,
    replace: replaceTaxRule,
    remove: deleteTaxRule,
  });

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

  settingListRoutes(app, {
    paths: { list: API.coupons, item: API.coupon },
    schemas: { input: couponInputSchema, item: ownerCouponSchema, list: ownerCouponListSchema },
    summaries: {
      list: "The store's coupons, newest first, with how often each was used",
      create: 'Add a coupon',
      replace: "Replace a coupon's settings (its use count stays)",
      remove: 'Delete a coupon',
    },
    list: async (db, site) => ({ coupons: await listCoupons(db, site) }),
    create: createCoupon,
    replace: replaceCoupon,
    remove: deleteCoupon,
  });
};
