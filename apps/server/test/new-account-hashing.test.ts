import { SITE_ROLE, type InvitationCreated } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import type * as Password from '../src/security/password';
import { useTestApp, addTestMember, signedInOwner, Visitor } from './fixtures/create-test-app';
import { newShopperEmail, signUp } from './fixtures/site-user-visitor';

/** Every password hash the server makes is counted here (the real hash still runs). */
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/security/password', async (importOriginal) => {
  const actual = await importOriginal<typeof Password>();
  return {
    ...actual,
    hashPassword: (...args: Parameters<typeof actual.hashPassword>) => {
      hashes.count += 1;
      return actual.hashPassword(...args);
    },
  };
});

/** How many password hashes `action` made. */
async function hashesDuring<T>(action: () => Promise<T>): Promise<{ result: T; hashed: number }> {
  const before = hashes.count;
  const result = await action();
  return { result, hashed: hashes.count - before };
}

const LONG_PASSWORD = 'P'.repeat(256);
const UNKNOWN_TOKEN = 'A'.repeat(43);

/** Security review L6: unauthenticated requests that cannot succeed cost no scrypt (sign-up aside, I3). */
describe.each(testEngines())('password hashing for new accounts on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Visitor;
  beforeAll(async () => {
    admin = await signedInOwner(t.app);
  });

  async function inviteToken(email: string): Promise<string> {
    const response = await admin.request({
      method: 'POST',
      url: '/config/api/members/invitations',
      json: { email, role: SITE_ROLE.EDITOR },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<InvitationCreated>().invitePath.split('/').pop() ?? '';
  }

  function accept(visitor: Visitor, token: string, password = LONG_PASSWORD) {
    return visitor.request({
      method: 'POST',
      url: `/config/api/invitations/${token}/accept`,
      json: { name: 'Someone', password },
    });
  }

  test('an unknown invitation link with a 256-character password answers 404 without hashing', async () => {
    const guest = new Visitor(t.app);
    await guest.visit();
    const { result, hashed } = await hashesDuring(() => accept(guest, UNKNOWN_TOKEN));
    expect(result.statusCode).toBe(404);
    expect(result.json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(hashed).toBe(0);
  });

  test('a used or revoked link, or one for an existing account, is refused without hashing', async () => {
    const guest = new Visitor(t.app);
    await guest.visit();
    const used = await inviteToken('used-link@example.com');
    expect((await accept(guest, used)).statusCode).toBe(200);
    const other = new Visitor(t.app);
    await other.visit();
    const usedAgain = await hashesDuring(() => accept(other, used));
    expect(usedAgain.result.statusCode).toBe(404);
    expect(usedAgain.hashed).toBe(0);

    await addTestMember(t.db, { email: 'already@example.com', password: 'existing password', role: 10 });
    const forExisting = await inviteToken('already@example.com');
    const existing = await hashesDuring(() => accept(other, forExisting));
    expect(existing.result.statusCode).toBe(409);
    expect(existing.result.json()).toMatchObject({ code: 'INVITATION_SIGN_IN_REQUIRED' });
    expect(existing.hashed).toBe(0);

    const noPassword = await hashesDuring(() =>
      other.request({
        method: 'POST',
        url: `/config/api/invitations/${UNKNOWN_TOKEN}/accept`,
        json: { name: 'x' },
      }),
    );
    expect(noPassword.result.statusCode).toBe(404);
    expect(noPassword.hashed).toBe(0);
  });

  test('a valid invitation hashes the new password once and signs the person in', async () => {
    const token = await inviteToken('fresh-editor@example.com');
    const guest = new Visitor(t.app);
    await guest.visit();
    const { result, hashed } = await hashesDuring(() => accept(guest, token, 'a long new password'));
    expect(result.statusCode, result.body).toBe(200);
    expect(hashed).toBe(1);
    expect((await guest.get('/config/api/session')).statusCode).toBe(200);
  });

  test('a customer sign-up hashes the password once, whether or not the email has an account', async () => {
    const shopper = new Visitor(t.app);
    await shopper.visit();
    const email = newShopperEmail();
    const first = await hashesDuring(() => signUp(shopper, { email, password: LONG_PASSWORD, name: 'Ada' }));
    expect(first.result.statusCode, first.result.body).toBe(201);
    expect(first.hashed).toBe(1);

    // Security review I3: the same answer after the same work, so the time tells nothing either.
    const other = new Visitor(t.app);
    await other.visit();
    const taken = await hashesDuring(() =>
      signUp(other, { email: email.toUpperCase(), password: LONG_PASSWORD, name: 'Eve' }),
    );
    expect(taken.result.statusCode).toBe(201);
    expect(taken.hashed).toBe(1);
  });
});

describe.each(testEngines())('the new-account limit per address on %s', (engine) => {
  const t = useTestApp(engine, { newAccountsPerAddress: 2 });
  let admin: Visitor;
  beforeAll(async () => {
    admin = await signedInOwner(t.app);
  });

  /** A POST from `remoteAddress` with a crumb the server handed out (no session). */
  async function postFrom(remoteAddress: string, url: string, payload: Record<string, unknown>) {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    const crumb = visitor.cookies.get('crumb') ?? '';
    return t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { host: 'localhost', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
      payload,
    });
  }

  function signUpFrom(remoteAddress: string, email: string) {
    return postFrom(remoteAddress, '/api/site-users/account', {
      email,
      password: LONG_PASSWORD,
      name: 'Ada',
    });
  }

  test('sign-ups past the limit answer 429 before hashing, a taken email counting like a new one', async () => {
    const taken = newShopperEmail();
    expect((await signUpFrom('203.0.113.7', taken)).statusCode).toBe(201);
    // Security review I3: a taken email answers like a new one, so it uses the allowance like one.
    expect((await signUpFrom('203.0.113.7', taken)).statusCode).toBe(201);
    const { result, hashed } = await hashesDuring(() => signUpFrom('203.0.113.7', newShopperEmail()));
    expect(result.statusCode).toBe(429);
    expect(result.json()).toMatchObject({ code: 'SITE_USER_TOO_MANY_ATTEMPTS' });
    expect(hashed).toBe(0);
    // Another address has its own allowance.
    expect((await signUpFrom('203.0.113.8', newShopperEmail())).statusCode).toBe(201);
  });

  test('accepting invitations has the same limit, counted apart from customer sign-ups', async () => {
    const tokens: string[] = [];
    for (const n of [1, 2, 3]) {
      const response = await admin.request({
        method: 'POST',
        url: '/config/api/members/invitations',
        json: { email: `limited-${n}@example.com`, role: SITE_ROLE.VIEWER },
      });
      tokens.push(response.json<InvitationCreated>().invitePath.split('/').pop() ?? '');
    }
    const acceptFrom = (token: string) =>
      postFrom('203.0.113.7', `/config/api/invitations/${token}/accept`, {
        name: 'x',
        password: LONG_PASSWORD,
      });
    // Unknown links hash nothing and count nothing.
    for (let i = 0; i < 3; i += 1) expect((await acceptFrom(UNKNOWN_TOKEN)).statusCode).toBe(404);
    expect((await acceptFrom(tokens[0] ?? '')).statusCode).toBe(200);
    expect((await acceptFrom(tokens[1] ?? '')).statusCode).toBe(200);
    const { result, hashed } = await hashesDuring(() => acceptFrom(tokens[2] ?? ''));
    expect(result.statusCode).toBe(429);
    expect(result.json()).toMatchObject({ code: 'AUTH_TOO_MANY_ATTEMPTS' });
    expect(hashed).toBe(0);
  });
});
