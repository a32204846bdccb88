import type { SiteUserSessionResponse } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, Visitor, type TestApp } from './fixtures/create-test-app';
import { createShopper, newShopperEmail, signUp } from './fixtures/site-user-visitor';
import { TestSmtpServer } from './fixtures/smtp-test-server';

/** Polls until `check` is true (the worker runs on its own timers); fails after 15 s. */
async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited 15 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Security review I3: sign-up does not tell whether an email has an account; the account's owner is told. */
describe.each(testEngines())(
  'sign-up with an email that has an account, through a real SMTP server, on %s',
  (engine) => {
    let smtp: TestSmtpServer;
    let t: TestApp;

    beforeAll(async () => {
      smtp = await TestSmtpServer.start();
      t = await createTestApp(engine, {
        jobs: { worker: true },
        mail: { smtpUrl: smtp.url, from: 'shop@plinth.test' },
        rateLimit: { max: 10_000, windowMs: 10_000 },
      });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    async function visitor(): Promise<Visitor> {
      const v = new Visitor(t.app);
      await v.visit();
      return v;
    }

    async function emailJobsSettled(): Promise<void> {
      await waitFor('the email jobs to finish', async () => {
        const busy = await t.db.kysely
          .selectFrom('jobs')
          .select('id')
          .where('state', 'in', ['queued', 'running'])
          .where('kind', '=', 'email.send')
          .execute();
        return busy.length === 0;
      });
      await smtp.settled();
    }

    const mailsTo = (email: string) => smtp.accepted.filter((m) => m.rcptTo.includes(email));

    test('the owner of the address gets one "you already have an account" email an hour, with a sign-in link', async () => {
      const { email } = await createShopper(await visitor());
      for (const name of ['Eve', 'Eve again']) {
        const again = await signUp(await visitor(), { email, password: 'another password', name });
        expect(again.statusCode, again.body).toBe(201);
        expect(again.json<SiteUserSessionResponse>().siteUser).toMatchObject({ email, name });
      }
      await waitFor('the email', async () => mailsTo(email).length > 0);
      await emailJobsSettled();

      const mails = mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('You already have an account at Plinth Supply Co.');
      expect(mails[0]?.text).toContain(
        `Someone tried to create an account at Plinth Supply Co. with ${email}`,
      );
      expect(mails[0]?.text).toContain('http://localhost:3000/account/login');
      expect(mails[0]?.html).toContain('href="http://localhost:3000/account/login"');
    });

    test('a new account gets no such email', async () => {
      const email = newShopperEmail();
      const response = await signUp(await visitor(), { email, password: 'a good password', name: 'Ada' });
      expect(response.statusCode).toBe(201);
      await emailJobsSettled();
      expect(mailsTo(email)).toEqual([]);
    });
  },
);
