import { SITE_ROLE, type InvitationCreated, type OwnerSession } from '@plinth/contracts';
import { writeTransaction } from '@plinth/db';
import { testEngines } from '@plinth/db/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '../src/config';
import { seedDemoSite } from '../src/demo/seed';
import { ensureAdminOwner } from '../src/modules/members';
import {
  useTestApp,
  addTestMember,
  createTestApp,
  signedInOwner,
  TEST_OWNER,
  Visitor,
} from './fixtures/create-test-app';

interface MembersBody {
  members: { userId: string; email: string; role: number; roleLabel: string }[];
  invitations: { id: string; email: string; roleLabel: string }[];
}

describe.each(testEngines())('members and invitations on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Visitor;
  beforeAll(async () => {
    admin = await signedInOwner(t.app);
  });

  async function invite(email: string, role: number) {
    const response = await admin.request({
      method: 'POST',
      url: '/config/api/members/invitations',
      json: { email, role },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<InvitationCreated>();
  }

  test('an invited person opens the link, chooses a password, and is signed in with the role', async () => {
    const { invitePath } = await invite('New.Editor@Example.com', SITE_ROLE.EDITOR);
    const token = invitePath.split('/').pop() ?? '';
    const guest = new Visitor(t.app);
    await guest.visit();
    const preview = await guest.get(`/config/api/invitations/${token}`);
    expect(preview.json()).toEqual({
      websiteTitle: 'Plinth Supply Co.',
      email: 'new.editor@example.com',
      role: SITE_ROLE.EDITOR,
      roleLabel: 'Editor',
      accountExists: false,
    });
    const accepted = await guest.request({
      method: 'POST',
      url: `/config/api/invitations/${token}/accept`,
      json: { name: 'Nia Editor', password: 'a long new password' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ user: { email: 'new.editor@example.com', name: 'Nia Editor' } });
    const session = await guest.get('/config/api/session');
    expect(session.json()).toMatchObject({ sites: [{ roleLabel: 'Editor' }] });
    // A link works once.
    const again = await guest.request({
      method: 'POST',
      url: `/config/api/invitations/${token}/accept`,
      json: { name: 'x', password: 'a long new password' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  test('someone with an account signs in first; the link itself never checks a password', async () => {
    await addTestMember(t.db, {
      email: 'has-account@example.com',
      password: 'existing password',
      role: SITE_ROLE.VIEWER,
    });
    const { invitePath } = await invite('has-account@example.com', SITE_ROLE.STORE_MANAGER);
    const token = invitePath.split('/').pop() ?? '';
    const guest = new Visitor(t.app);
    await guest.visit();
    // Right or wrong password, a visitor without a session is sent to sign in: nothing to guess here.
    for (const password of ['not their password', 'existing password']) {
      const response = await guest.request({
        method: 'POST',
        url: `/config/api/invitations/${token}/accept`,
        json: { password },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'INVITATION_SIGN_IN_REQUIRED' });
    }
    const someoneElse = await signedInOwner(t.app);
    const wrongPerson = await someoneElse.request({
      method: 'POST',
      url: `/config/api/invitations/${token}/accept`,
      json: {},
    });
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json()).toMatchObject({ code: 'INVITATION_OTHER_ACCOUNT' });

    const invitee = await signedInOwner(t.app, {
      email: 'has-account@example.com',
      password: 'existing password',
    });
    const accepted = await invitee.request({
      method: 'POST',
      url: `/config/api/invitations/${token}/accept`,
      json: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const list = (await admin.get('/config/api/members')).json<MembersBody>();
    expect(list.members.find((m) => m.email === 'has-account@example.com')?.roleLabel).toBe('Store manager');
  });

  test('an invitation lapses when its sender may no longer invite', async () => {
    const senderId = await addTestMember(t.db, {
      email: 'departing-admin@example.com',
      password: 'departing password',
      role: SITE_ROLE.ADMIN,
    });
    const sender = await signedInOwner(t.app, {
      email: 'departing-admin@example.com',
      password: 'departing password',
    });
    const made = await sender.request({
      method: 'POST',
      url: '/config/api/members/invitations',
      json: { email: 'backdoor@example.com', role: SITE_ROLE.ADMIN },
    });
    const token = made.json<InvitationCreated>().invitePath.split('/').pop() ?? '';
    await admin.request({ method: 'DELETE', url: `/config/api/members/${senderId}` });
    const guest = new Visitor(t.app);
    await guest.visit();
    const response = await guest.request({
      method: 'POST',
      url: `/config/api/invitations/${token}/accept`,
      json: { name: 'x', password: 'a long new password' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  test('two people accepting one link at once: one succeeds, the other is told the link is used', async () => {
    const { invitePath } = await invite('race@example.com', SITE_ROLE.EDITOR);
    const token = invitePath.split('/').pop() ?? '';
    const guests = await Promise.all(
      [0, 1, 2].map(async () => {
        const guest = new Visitor(t.app);
        await guest.visit();
        return guest;
      }),
    );
    const answers = await Promise.all(
      guests.map((guest) =>
        guest.request({
          method: 'POST',
          url: `/config/api/invitations/${token}/accept`,
          json: { name: 'Racer', password: 'a long new password' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 404, 404]);
  });

  test('lists open invitations and revokes one', async () => {
    const { invitation } = await invite('maybe@example.com', SITE_ROLE.VIEWER);
    let list = (await admin.get('/config/api/members')).json<MembersBody>();
    expect(list.invitations.map((i) => i.email)).toContain('maybe@example.com');
    const revoke = await admin.request({
      method: 'DELETE',
      url: `/config/api/members/invitations/${invitation.id}`,
    });
    expect(revoke.statusCode).toBe(204);
    list = (await admin.get('/config/api/members')).json<MembersBody>();
    expect(list.invitations.map((i) => i.email)).not.toContain('maybe@example.com');
  });

  test('refuses bad invitations: unknown role, NONE, bad email, garbage token', async () => {
    for (const json of [
      { email: 'a@example.com', role: 5 },
      { email: 'a@example.com', role: SITE_ROLE.NONE },
      { email: 'not an email', role: SITE_ROLE.EDITOR },
      { email: 'a@example.com', role: '1' },
    ]) {
      const response = await admin.request({ method: 'POST', url: '/config/api/members/invitations', json });
      expect(response.statusCode, JSON.stringify(json)).toBe(400);
    }
    expect((await admin.get('/config/api/invitations/garbage')).statusCode).toBe(404);
    expect((await admin.get(`/config/api/invitations/${'a'.repeat(43)}`)).statusCode).toBe(404);
  });

  test('two administrators demoting each other at once leave one administrator', async () => {
    const site = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['race-admins.test']));
    const ids = await Promise.all(
      ['first', 'second'].map((who) =>
        addTestMember(t.db, {
          email: `${who}-admin@race.test`,
          password: `${who} admin password`,
          role: SITE_ROLE.ADMIN,
          websiteId: site,
        }),
      ),
    );
    const [first, second] = await Promise.all(
      ['first', 'second'].map((who) =>
        signedInOwner(
          t.app,
          { email: `${who}-admin@race.test`, password: `${who} admin password` },
          'race-admins.test',
        ),
      ),
    );
    const answers = await Promise.all([
      first?.request({
        method: 'PUT',
        url: `/config/api/members/${ids[1]}`,
        json: { role: SITE_ROLE.EDITOR },
      }),
      second?.request({
        method: 'PUT',
        url: `/config/api/members/${ids[0]}`,
        json: { role: SITE_ROLE.EDITOR },
      }),
    ]);
    // The loser is refused either by the last-administrator rule (409) or, if the winner finished
    // first, because it is no longer an administrator (403).
    const statuses = answers.map((a) => a?.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await t.db.kysely
      .selectFrom('website_members')
      .select('user_id')
      .where('website_id', '=', site)
      .where('role', '=', SITE_ROLE.ADMIN)
      .execute();
    expect(admins).toHaveLength(1);
  });

  test('keeps at least one administrator', async () => {
    const list = (await admin.get('/config/api/members')).json<MembersBody>();
    const me = list.members.find((m) => m.email === TEST_OWNER.email);
    const demote = await admin.request({
      method: 'PUT',
      url: `/config/api/members/${me?.userId}`,
      json: { role: SITE_ROLE.EDITOR },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'MEMBERS_LAST_ADMIN' });
    const remove = await admin.request({ method: 'DELETE', url: `/config/api/members/${me?.userId}` });
    expect(remove.statusCode).toBe(409);
  });

  test('an owner of two sites acts on the one named by X-Website-Id, and only on sites they belong to', async () => {
    const otherId = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['second.test']));
    const strangerId = await writeTransaction(t.db, (trx) => seedDemoSite(trx, ['stranger.test']));
    await addTestMember(t.db, { ...TEST_OWNER, role: SITE_ROLE.ADMIN, websiteId: otherId });
    const session = (await admin.get('/config/api/session')).json<OwnerSession>();
    expect(session.sites.map((s) => s.id)).toContain(otherId);
    await admin.request({
      method: 'POST',
      url: '/config/api/members/invitations',
      json: { email: 'only-second@example.com', role: SITE_ROLE.VIEWER },
      headers: { 'x-website-id': otherId },
    });
    const second = (
      await admin.request({ method: 'GET', url: '/config/api/members', headers: { 'x-website-id': otherId } })
    ).json<MembersBody>();
    const first = (await admin.get('/config/api/members')).json<MembersBody>();
    expect(second.invitations.map((i) => i.email)).toEqual(['only-second@example.com']);
    expect(first.invitations.map((i) => i.email)).not.toContain('only-second@example.com');
    for (const id of [strangerId, 'nosuchsite', 'bad id!']) {
      const response = await admin.request({
        method: 'GET',
        url: '/config/api/members',
        headers: { 'x-website-id': id },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'AUTH_NOT_A_MEMBER' });
    }
  });
});

describe.each(testEngines())('the first administrator on %s', (engine) => {
  const t = useTestApp(engine);

  test('an existing account is left alone unless PLINTH_ADMIN_PASSWORD differs, which resets it', async () => {
    expect(await ensureAdminOwner(t.db, { email: TEST_OWNER.email, password: undefined })).toBeNull();
    expect(
      await ensureAdminOwner(t.db, {
        email: TEST_OWNER.email,
        password: TEST_OWNER.password,
        hashCost: TEST_PASSWORD_HASH_COST,
      }),
    ).toBeNull();
    const reset = await ensureAdminOwner(t.db, {
      email: 'OWNER@example.com',
      password: 'a brand new password',
    });
    expect(reset).toEqual({ email: TEST_OWNER.email, generatedPassword: null, created: false });
    await expect(
      signedInOwner(t.app, { email: TEST_OWNER.email, password: 'a brand new password' }),
    ).resolves.toBeDefined();
  });

  test('with accounts present and no password set, no second administrator is made', async () => {
    expect(
      await ensureAdminOwner(t.db, { email: 'someone-else@example.com', password: undefined }),
    ).toBeNull();
  });
});

describe('the first administrator on an empty database', () => {
  test('is created for every site with a generated password that signs in', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.db.kysely.deleteFrom('users').execute();
      const result = await ensureAdminOwner(t.db, { email: 'boss@example.com', password: undefined });
      expect(result?.created).toBe(true);
      expect(result?.generatedPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      const owner = await signedInOwner(t.app, {
        email: 'boss@example.com',
        password: result?.generatedPassword ?? '',
      });
      expect((await owner.get('/config/api/session')).json()).toMatchObject({
        sites: [{ roleLabel: 'Administrator' }],
      });
    } finally {
      await t.close();
    }
  });
});
