import { apiErrorSchema } from '@plinth/contracts/schemas';
import {
  PERMISSION,
  roleCan,
  SITE_ROLE,
  SITE_ROLE_LABEL,
  type SiteRole,
  type SiteRoleName,
  type ApiError,
} from '@plinth/contracts';
import { writeTransaction } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedDemoSite } from '../src/demo/seed';
import { ownerAuthPlugin } from '../src/plugins/owner-auth';
import {
  addTestMember,
  createTestApp,
  signedInOwner,
  Visitor,
  type TestApp,
} from './fixtures/create-test-app';
import {
  OWNER_ENDPOINT_CASES,
  type OwnerEndpointCase,
  type OwnerEndpointRequest,
} from './fixtures/owner-endpoints';

const ROLES = Object.entries(SITE_ROLE) as [SiteRoleName, SiteRole][];

function routePattern(url: string): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?]+');
  return new RegExp(`^${escaped}(\\?.*)?$`);
}

/**
 * Who calls: a member with a role, a signed-in owner of another site only, nobody signed in, or an
 * administrator whose writes lack the crumb (a forged cross-site write).
 */
type Caller =
  | { kind: 'role'; name: SiteRoleName; role: SiteRole; visitor: Visitor }
  | { kind: 'non-member'; name: string; visitor: Visitor }
  | { kind: 'anonymous'; name: string; visitor: Visitor }
  | { kind: 'no-crumb'; name: string; visitor: Visitor };

/** What a refused caller must get, the same for a valid and an invalid request; null when allowed. */
function refusal(caller: Caller, endpoint: OwnerEndpointCase): Record<string, unknown> | null {
  if (caller.kind === 'no-crumb') {
    return endpoint.method === 'GET' ? null : { status: 403, code: 'CRUMB_FAIL', crumbFail: true };
  }
  if (caller.kind === 'anonymous') return { status: 401, code: 'AUTH_REQUIRED' };
  if (caller.kind === 'non-member' || caller.role === SITE_ROLE.NONE) {
    return { status: 403, code: 'AUTH_NOT_A_MEMBER' };
  }
  if (roleCan(caller.role, endpoint.permission)) return null;
  return { status: 403, code: 'AUTH_PERMISSION_DENIED', permission: endpoint.permission };
}

function send(caller: Caller, endpoint: OwnerEndpointCase, built: OwnerEndpointRequest) {
  return caller.visitor.request({
    method: endpoint.method,
    url: built.url,
    ...(built.payload ? { raw: built.payload } : { json: built.json }),
    crumb: caller.kind === 'no-crumb' ? 'omit' : 'send',
  });
}

/** Status, code and the fields the model allows, for comparing two refusals. */
function answerOf(response: LightMyRequestResponse) {
  // An HTML page (the editor's preview) refuses with the storefront's error page: its status is what
  // it says for machines.
  if (String(response.headers['content-type']).startsWith('text/html'))
    return { status: response.statusCode };
  const body = apiErrorSchema.parse(response.json());
  return { status: response.statusCode, ...body };
}

/**
 * Every role, a non-member, an anonymous caller and an administrator without the crumb against every
 * owner endpoint, each with a valid and an invalid request. The session, crumb and role are checked before any input: a refused caller gets
 * the same 401/403 for both (never a 400 naming a field), an allowed role a 2xx for the valid request
 * and a 400 naming the bad fields for the invalid one. NONE is no access at all.
 */
describe.each(testEngines())('role matrix on %s', (engine) => {
  let t: TestApp;
  const callers: Caller[] = [];
  // Each case's URL as it is really built, for the completeness check (filled before any test runs).
  const builtUrls = new Map<OwnerEndpointCase, string>();

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const [name, role] of ROLES) {
      const credentials = { email: `${name.toLowerCase()}@example.com`, password: `password for ${name}` };
      await addTestMember(t.db, { ...credentials, role });
      callers.push({ kind: 'role', name, role, visitor: await signedInOwner(t.app, credentials) });
    }
    // An administrator of another site, signed in on this one's host.
    const otherSiteId = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['other.example.test']));
    const outsider = { email: 'outsider@example.com', password: 'password for the outsider' };
    await addTestMember(t.db, { ...outsider, role: SITE_ROLE.ADMIN, websiteId: otherSiteId });
    callers.push({ kind: 'non-member', name: 'non-member', visitor: await signedInOwner(t.app, outsider) });
    const anonymous = new Visitor(t.app);
    await anonymous.visit(); // has the crumb, so writes are refused for the missing session
    callers.push({ kind: 'anonymous', name: 'anonymous', visitor: anonymous });
    callers.push({
      kind: 'no-crumb',
      name: 'administrator without the crumb',
      visitor: await signedInOwner(t.app),
    });

    const ctx = { app: t.app, db: t.db, websiteId: t.websiteId };
    for (const endpoint of OWNER_ENDPOINT_CASES) {
      builtUrls.set(endpoint, (await endpoint.request(ctx)).url);
    }
  });
  afterAll(async () => (t as TestApp | undefined)?.close());

  test.each(OWNER_ENDPOINT_CASES.map((c) => [`${c.method} ${c.name}`, c] as const))(
    '%s',
    async (_label, endpoint) => {
      const ctx = { app: t.app, db: t.db, websiteId: t.websiteId };
      const invalid = endpoint.invalid?.(ctx) ?? null;
      const refused = callers.filter((caller) => refusal(caller, endpoint) !== null);
      const allowed = callers.filter((caller) => refusal(caller, endpoint) === null);

      // Refused callers never reach a schema or a handler, and invalid input never reaches a handler,
      // so those requests go in parallel.
      await Promise.all([
        ...refused.map(async (caller) => {
          const refused = refusal(caller, endpoint);
          const expected = endpoint.html ? { status: refused?.status } : refused;
          const valid = await send(caller, endpoint, await endpoint.request(ctx));
          expect(answerOf(valid), `${caller.name}, valid request`).toMatchObject(expected ?? {});
          if (caller.kind === 'role' && caller.role !== SITE_ROLE.NONE && !endpoint.html) {
            expect(valid.json<ApiError>().message, caller.name).toContain(
              `Your role (${SITE_ROLE_LABEL[caller.role]})`,
            );
          }
          if (invalid) {
            const bad = await send(caller, endpoint, invalid);
            expect(answerOf(bad), `${caller.name}, invalid request`).toEqual(answerOf(valid));
          }
        }),
        ...allowed.map(async (caller) => {
          if (!invalid) return;
          const bad = await send(caller, endpoint, invalid);
          expect(bad.statusCode, `${caller.name}, invalid request: ${bad.body}`).toBe(400);
          const body: Record<string, unknown> = answerOf(bad);
          for (const field of invalid.fields) {
            expect(body.fieldErrors, `${caller.name}: ${bad.body}`).toHaveProperty([field]);
          }
        }),
      ]);

      // Allowed writes one after another: several of them change the same rows.
      for (const caller of allowed) {
        const response = await send(caller, endpoint, await endpoint.request(ctx));
        expect(response.statusCode, `${caller.name}: ${response.body}`).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, `${caller.name}: ${response.body}`).toBeLessThan(300);
      }
    },
  );

  test('every route guarded by a permission has a case here, with the same permission', () => {
    const missing = t.app.ownerRoutes.filter(
      (route) =>
        !OWNER_ENDPOINT_CASES.some((c) => {
          const url = builtUrls.get(c);
          return (
            c.method === route.method &&
            c.permission === route.permission &&
            url !== undefined &&
            routePattern(route.url).test(url)
          );
        }),
    );
    expect(missing).toEqual([]);
    expect(t.app.ownerRoutes.length).toBeGreaterThanOrEqual(OWNER_ENDPOINT_CASES.length);
  });

  test('a case says "invalid: null" only for a route that takes no input', () => {
    const wrong = OWNER_ENDPOINT_CASES.filter((c) => {
      const url = builtUrls.get(c) ?? '';
      const route = t.app.ownerRoutes.find(
        (r) => r.method === c.method && r.permission === c.permission && routePattern(r.url).test(url),
      );
      return c.invalid === null && route?.hasSchema !== false;
    });
    expect(wrong.map((c) => c.name)).toEqual([]);
  });
});

test('a permission guard placed after validation (preValidation, preHandler) stops the app from starting', async () => {
  const app = Fastify();
  await app.register(ownerAuthPlugin);
  const guard = app.requirePermission(PERMISSION.storeView);
  expect(() => app.get('/late', { preHandler: guard }, async () => 'late')).toThrow(/onRequest/);
  expect(() => app.get('/later', { preValidation: [guard] }, async () => 'later')).toThrow(/onRequest/);
  app.get('/early', { onRequest: guard }, async () => 'early');
  expect(app.ownerRoutes).toEqual([
    { method: 'GET', url: '/early', permission: PERMISSION.storeView, hasSchema: false },
  ]);
  await app.close();
});
