import { SITE_ROLE, type OwnerSession } from '@plinth/contracts';
import {
  commercePreferencesAnswerSchema,
  headerFooterSchema,
  invitationCreatedSchema,
  invitationDetailsSchema,
  inventoryListSchema,
  memberListSchema,
  ownerSessionSchema,
  productDetailSchema,
  productListSchema,
  siteLayoutSchema,
  storeCategorySchema,
  storePageSchema,
  updateNavigationAnswerSchema,
} from '@plinth/contracts/schemas';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { useTestApp, addTestMember, signedInOwner, type Visitor } from './fixtures/create-test-app';

/**
 * The editor reads every owner answer through a contract schema (apps/editor/src/api/checked-answer.ts)
 * and its unit tests mock answers in those shapes. This file holds the other end: what the server really
 * sends parses with the same schemas, so a mock that passes the editor's check is a shape the server sends.
 */
describe.each(testEngines())('owner answers match their contracts on %s', (engine) => {
  const t = useTestApp(engine);
  let owner: Visitor;
  let session: OwnerSession;
  beforeAll(async () => {
    owner = await signedInOwner(t.app);
    session = ownerSessionSchema.parse((await owner.get('/config/api/session')).json());
  });

  async function answer(
    schema: z.ZodType,
    request: Parameters<Visitor['request']>[0],
    status = 200,
  ): Promise<unknown> {
    const response = await owner.request(request);
    expect(response.statusCode, response.body).toBe(status);
    const parsed = schema.safeParse(response.json());
    expect(parsed.success, `${request.method} ${request.url}: ${parsed.error?.message ?? ''}`).toBe(true);
    return response.json();
  }

  test('session, members and invitations', async () => {
    await answer(ownerSessionSchema, {
      method: 'POST',
      url: '/config/api/session',
      json: { email: 'owner@example.com', password: 'correct horse battery staple' },
    });
    await answer(memberListSchema, { method: 'GET', url: '/config/api/members' });
    const created = (await answer(
      invitationCreatedSchema,
      { method: 'POST', url: '/config/api/members/invitations', json: { email: 'c@example.com', role: 4 } },
      201,
    )) as z.infer<typeof invitationCreatedSchema>;
    const token = created.invitePath.split('/').pop() ?? '';
    await answer(invitationDetailsSchema, { method: 'GET', url: `/config/api/invitations/${token}` });
    const userId = await addTestMember(t.db, {
      email: 'member@example.com',
      password: 'a long test password',
      role: SITE_ROLE.VIEWER,
    });
    await answer(memberListSchema, {
      method: 'PUT',
      url: `/config/api/members/${userId}`,
      json: { role: SITE_ROLE.EDITOR },
    });
  });

  test('navigation and store creation', async () => {
    const base = `/api/content-service/product/1.1/websites/${session.currentSiteId}/products`;
    const page = (await answer(
      storePageSchema,
      { method: 'POST', url: base, json: { title: 'Contract page', urlId: 'contract-page' } },
      201,
    )) as z.infer<typeof storePageSchema>;
    await answer(
      storeCategorySchema,
      {
        method: 'POST',
        url: `${base}/${page.id}/categories`,
        json: { displayName: 'Contract page', type: 'ROOT' },
      },
      201,
    );
    await answer(siteLayoutSchema, { method: 'GET', url: '/api/commondata/GetSiteLayout' });
    await answer(updateNavigationAnswerSchema, {
      method: 'POST',
      url: '/api/widget/UpdateNavigation',
      json: {
        fieldName: 'secondaryNavigation',
        templateId: 'default',
        navigation: {
          items: [
            { title: 'About', externalLink: '/about' },
            { title: 'More', items: [{ title: 'Shop', collectionId: page.id }] },
          ],
        },
      },
    });
    const layout = (await answer(siteLayoutSchema, {
      method: 'GET',
      url: '/api/commondata/GetSiteLayout',
    })) as z.infer<typeof siteLayoutSchema>;
    expect(layout.layout[1]?.links.map((link) => link.title)).toEqual(['About', 'More']);
  });

  test.each(['store', 'restock', 'checkout'] as const)('commerce preferences "%s"', async (namespace) => {
    const url = `/api/v1/commerce-preferences/${namespace}`;
    const current = (await answer(commercePreferencesAnswerSchema(namespace), {
      method: 'GET',
      url,
    })) as Record<string, unknown>;
    await answer(commercePreferencesAnswerSchema(namespace), { method: 'PUT', url, json: current });
  });

  test('header and footer, products and inventory', async () => {
    const headerFooter = await answer(headerFooterSchema, { method: 'GET', url: '/api/site-header-footer' });
    await answer(headerFooterSchema, { method: 'PUT', url: '/api/site-header-footer', json: headerFooter });
    const list = (await answer(productListSchema, { method: 'GET', url: '/config/api/products' })) as z.infer<
      typeof productListSchema
    >;
    expect(list.products.length).toBeGreaterThan(0);
    await answer(productDetailSchema, { method: 'GET', url: `/config/api/products/${list.products[0]?.id}` });
    await answer(inventoryListSchema, { method: 'GET', url: '/config/api/inventory' });
  });
});
