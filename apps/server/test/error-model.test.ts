import { SITE_ROLE, SITE_USER_XSRF_HEADER, type MemberList } from '@plinth/contracts';
import { apiErrorSchema } from '@plinth/contracts/schemas';
import { testEngines } from '@plinth/db/test';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addTestMember,
  createTestApp,
  signedInOwner,
  Visitor,
  type TestApp,
} from './fixtures/create-test-app';
import { createShopper } from './fixtures/site-user-visitor';

/** The body of an error answer, parsed with the one published schema (strict: no other keys). */
function errorBody(response: LightMyRequestResponse) {
  const parsed = apiErrorSchema.safeParse(response.json());
  expect(parsed.error, response.body).toBeUndefined();
  return parsed.data;
}

/**
 * One error model: every error answer, whatever raised it (a schema, a module's rule, the permission
 * check, the crumb, a limit, an unknown path), follows contracts' apiErrorSchema, and bad input always
 * names its fields as dotted paths in `fieldErrors`.
 */
describe.each(testEngines())('error answers on %s', (engine) => {
  let t: TestApp;
  let owner: Visitor;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signedInOwner(t.app);
  });
  afterAll(async () => (t as TestApp | undefined)?.close());

  test('400 from a schema: INVALID_REQUEST with every field by dotted path', async () => {
    const response = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      json: { header: { title: 5 }, footer: { links: [{ title: 'x', url: 'javascript:alert(1)' }] } },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBody(response);
    expect(body).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(Object.keys(body?.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['header.title', 'footer.links.0.url']),
    );
    expect(body?.message).toMatch(/^Invalid request: header\.title /);
  });

  test('400 from a rule after the schema: the item path in fieldErrors, never a slash path', async () => {
    const response = await owner.request({
      method: 'POST',
      url: '/api/widget/UpdateNavigation',
      json: {
        fieldName: 'mainNavigation',
        templateId: 'default',
        navigation: {
          items: [{ title: 'Members', collectionId: null, externalLink: null, memberAreaId: 'm1' }],
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({
      code: 'NAVIGATION_MEMBER_AREAS_UNAVAILABLE',
      message: 'Member areas are not available yet.',
      fieldErrors: { 'navigation.items.0.memberAreaId': 'Member areas are not available yet.' },
    });
  });

  test('400 from a commerce preferences body checked in the service', async () => {
    const response = await owner.request({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/checkout',
      json: { minimumOrderSubtotalCents: -1 },
    });
    expect(response.statusCode).toBe(400);
    const body = errorBody(response);
    expect(body).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(body?.fieldErrors).toHaveProperty(['minimumOrderSubtotalCents']);
  });

  test('400 from a route that names its own code (products)', async () => {
    const response = await owner.request({ method: 'POST', url: '/config/api/products', json: {} });
    expect(response.statusCode).toBe(400);
    const body = errorBody(response);
    expect(body).toMatchObject({ code: 'PRODUCT_INVALID', message: 'Check the highlighted fields.' });
    expect(body?.fieldErrors).toHaveProperty(['title']);
  });

  test('401, and 403 with the permission a role lacks', async () => {
    const anonymous = new Visitor(t.app);
    await anonymous.visit();
    const signedOut = await anonymous.get('/config/api/members');
    expect(signedOut.statusCode).toBe(401);
    expect(errorBody(signedOut)).toEqual({ code: 'AUTH_REQUIRED', message: 'Sign in to continue.' });

    const credentials = { email: 'viewer@example.com', password: 'password for the viewer' };
    await addTestMember(t.db, { ...credentials, role: SITE_ROLE.VIEWER });
    const viewer = await signedInOwner(t.app, credentials);
    const refused = await viewer.request({ method: 'PUT', url: '/api/site-header-footer', json: {} });
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused)).toMatchObject({
      code: 'AUTH_PERMISSION_DENIED',
      permission: 'settings.edit',
    });
  });

  test('403 crumbFail for a write without its crumb', async () => {
    const response = await owner.request({
      method: 'DELETE',
      url: '/api/multilingual/connection',
      crumb: 'omit',
    });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response)).toMatchObject({ code: 'CRUMB_FAIL', crumbFail: true });
  });

  test('404 from an unknown API path, an unknown page as JSON, and a module', async () => {
    const api = await owner.get('/config/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(errorBody(api)).toEqual({ code: 'NOT_FOUND', message: 'Not found' });

    const storefrontApi = await owner.request({ method: 'POST', url: '/api/nothing-here', json: {} });
    expect(storefrontApi.statusCode).toBe(404);
    expect(errorBody(storefrontApi)).toMatchObject({ code: 'NOT_FOUND' });

    const member = await owner.request({
      method: 'PUT',
      url: '/config/api/members/abc123',
      json: { role: SITE_ROLE.EDITOR },
    });
    expect(member.statusCode).toBe(404);
    expect(errorBody(member)).toEqual({
      code: 'MEMBERS_NOT_FOUND',
      message: 'That person is not a member of this site.',
    });
  });

  test('404 pages still render as HTML for a browser', async () => {
    const page = await owner.get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
  });

  test('409 from a conflict', async () => {
    const members = await owner.get('/config/api/members');
    const [admin] = members.json<MemberList>().members.filter((m) => m.role === SITE_ROLE.ADMIN);
    const response = await owner.request({
      method: 'PUT',
      url: `/config/api/members/${admin?.userId ?? ''}`,
      json: { role: SITE_ROLE.VIEWER },
    });
    expect(response.statusCode).toBe(409);
    expect(errorBody(response)).toMatchObject({ code: 'MEMBERS_LAST_ADMIN' });
  });

  test('429 with retryAfter', async () => {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await visitor.request({
        method: 'POST',
        url: '/config/api/session',
        json: { email: 'owner@example.com', password: `wrong password ${i}` },
      });
    }
    expect(last?.statusCode).toBe(429);
    const body = last ? errorBody(last) : undefined;
    expect(body).toMatchObject({ code: 'AUTH_TOO_MANY_ATTEMPTS' });
    expect(body?.retryAfter).toBeGreaterThan(0);
  });

  describe('customer endpoints check the session before the body', () => {
    const locale = (visitor: Visitor, json: unknown, headers: Record<string, string> = {}) =>
      visitor.request({ method: 'POST', url: '/api/site-users/account/locale', json, headers });

    test('no session: 401 for an invalid body as for a valid one', async () => {
      const visitor = new Visitor(t.app);
      await visitor.visit();
      const valid = await locale(visitor, { language: 'en-US' });
      const invalid = await locale(visitor, { language: 12 });
      expect(valid.statusCode).toBe(401);
      expect(errorBody(invalid)).toEqual(errorBody(valid));
      expect(invalid.statusCode).toBe(401);
    });

    test('a session without its XSRF token: 403 for an invalid body too', async () => {
      const visitor = new Visitor(t.app);
      await visitor.visit();
      const { xsrfToken } = await createShopper(visitor);
      const invalid = await locale(visitor, { language: 12 });
      expect(invalid.statusCode).toBe(403);
      expect(errorBody(invalid)).toMatchObject({ code: 'SITE_USER_XSRF_MISMATCH' });

      const checked = await locale(visitor, { language: 12 }, { [SITE_USER_XSRF_HEADER]: xsrfToken });
      expect(checked.statusCode).toBe(400);
      const body = errorBody(checked);
      expect(body).toMatchObject({ code: 'SITE_USER_INVALID' });
      expect(body?.fieldErrors).toHaveProperty(['language']);
    });

    test('reading the account without a session is a 401', async () => {
      const visitor = new Visitor(t.app);
      await visitor.visit();
      const response = await visitor.get('/api/site-users/account');
      expect(response.statusCode).toBe(401);
      expect(errorBody(response)).toMatchObject({ code: 'SITE_USER_AUTH_REQUIRED' });
    });
  });
});
