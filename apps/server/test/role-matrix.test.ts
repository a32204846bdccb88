import { roleCan, SITE_ROLE, SITE_ROLE_LABEL, type SiteRole, type SiteRoleName } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addTestMember,
  createTestApp,
  signedInOwner,
  type TestApp,
  type Visitor,
} from './fixtures/create-test-app';
import { OWNER_ENDPOINT_CASES, type OwnerEndpointCase } from './fixtures/owner-endpoints';

const ROLES = Object.entries(SITE_ROLE) as [SiteRoleName, SiteRole][];

function routePattern(url: string): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?]+');
  return new RegExp(`^${escaped}(\\?.*)?$`);
}

/**
 * Every role against every owner endpoint: a 2xx exactly when the role's permissions include the
 * endpoint's, else 403 with a message naming the role. NONE is no access at all.
 */
describe.each(testEngines())('role matrix on %s', (engine) => {
  let t: TestApp;
  let websiteId: string;
  const members = new Map<SiteRole, Visitor>();

  beforeAll(async () => {
    t = await createTestApp(engine);
    websiteId = t.websiteId;
    for (const [name, role] of ROLES) {
      const credentials = { email: `${name.toLowerCase()}@example.com`, password: `password for ${name}` };
      await addTestMember(t.db, { ...credentials, role });
      members.set(role, await signedInOwner(t.app, credentials));
    }
  });
  afterAll(async () => (t as TestApp | undefined)?.close());

  // Case URLs are only known once built; this map is filled by the attempts below.
  const builtUrls = new Map<OwnerEndpointCase, string>();
  function matchesRoute(c: OwnerEndpointCase, routeUrl: string): boolean {
    const url = builtUrls.get(c);
    return url !== undefined && routePattern(routeUrl).test(url);
  }

  describe.each(OWNER_ENDPOINT_CASES.map((c) => [`${c.method} ${c.name}`, c] as const))(
    '%s',
    (_label, endpoint) => {
      test.each(ROLES)('%s', async (_name, role) => {
        const member = members.get(role);
        if (!member) throw new Error(`no member for role ${role}`);
        const built = await endpoint.request({ app: t.app, db: t.db, websiteId });
        builtUrls.set(endpoint, built.url);
        const response = built.payload
          ? await member.request({
              method: endpoint.method,
              url: built.url,
              raw: built.payload,
            })
          : await member.request({ method: endpoint.method, url: built.url, json: built.json });
        if (roleCan(role, endpoint.permission)) {
          expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, response.body).toBeLessThan(300);
        } else if (role === SITE_ROLE.NONE) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({ code: 'AUTH_NOT_A_MEMBER' });
        } else {
          expect(response.statusCode, response.body).toBe(403);
          expect(response.json()).toMatchObject({
            code: 'AUTH_PERMISSION_DENIED',
            permission: endpoint.permission,
          });
          expect(response.json<{ message: string }>().message).toContain(
            `Your role (${SITE_ROLE_LABEL[role]})`,
          );
        }
      });
    },
  );

  // Runs after the attempts above, which record the URL each case built.
  test('every route guarded by a permission has a case here, with the same permission', () => {
    const missing = t.app.ownerRoutes.filter(
      (route) =>
        !OWNER_ENDPOINT_CASES.some(
          (c) =>
            c.method === route.method &&
            c.permission === route.permission &&
            c.name &&
            matchesRoute(c, route.url),
        ),
    );
    expect(missing).toEqual([]);
    expect(t.app.ownerRoutes.length).toBeGreaterThanOrEqual(OWNER_ENDPOINT_CASES.length);
  });
});
