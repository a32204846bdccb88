import { FORM_TEXTS } from '@plinth/commerce';
import { FORM_API, RESTOCK_API } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { altchaToken } from './fixtures/altcha';
import { signedInOwner, useTestApp, Visitor, type TestApp } from './fixtures/create-test-app';
import { insertTestForm } from './fixtures/create-test-form';

/**
 * The captcha through the two public protocols that use it (issue 11 part 4): a solved ALTCHA
 * challenge lets one site-form submission or one restock sign-up through; the same solution sent again
 * is refused with "reCAPTCHA failed. Refresh this page and try again." and writes nothing.
 */

async function visitor(t: TestApp): Promise<Visitor> {
  const v = new Visitor(t.app);
  await v.visit();
  return v;
}

async function count(t: TestApp, table: 'form_submissions' | 'restock_sign_ups'): Promise<number> {
  return (await t.db.kysely.selectFrom(table).select('id').execute()).length;
}

describe.each(testEngines())('the captcha in forms and restock sign-ups on %s', (engine) => {
  const t = useTestApp(engine);

  test('a solved challenge sends one form submission; replaying it is refused', async () => {
    const formId = await insertTestForm(t.db, t.websiteId, { captchaEnabled: true });
    const v = await visitor(t);
    const token = await altchaToken(v);
    const save = async () => {
      const key = (await v.request({ method: 'POST', url: FORM_API.submissionKey })).json<{ key: string }>()
        .key;
      return v.request({
        method: 'POST',
        url: FORM_API.save,
        json: {
          key,
          formId,
          captchaKey: token,
          form: JSON.stringify({ name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hi' }),
        },
      });
    };
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    const replay = await save();
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'CAPTCHA_FAILED', message: FORM_TEXTS.captchaFailed });
    expect(await count(t, 'form_submissions')).toBe(1);
  });

  test('a solved challenge signs up for a restock once; replaying it is refused', async () => {
    const owner = await signedInOwner(t.app);
    const on = await owner.request({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/restock',
      json: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const navyL = await t.db.kysely
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.product_id')
      .select(['products.id as productId', 'variants.id as variantId', 'variants.attributes'])
      .where('products.url_id', '=', 'linen-shirt')
      .where('variants.stock_qty', '=', 0)
      .where('variants.unlimited', '=', 0)
      .executeTakeFirstOrThrow();
    const v = await visitor(t);
    const token = await altchaToken(v);
    const signUp = (email: string) =>
      v.request({
        method: 'POST',
        url: RESTOCK_API.signUp,
        json: {
          productId: navyL.productId,
          variantId: navyL.variantId,
          siteVisitorEmail: email,
          isJoinMailingList: false,
          captchaToken: token,
        },
      });
    const first = await signUp('waiting@example.com');
    expect(first.statusCode, first.body).toBe(200);
    const replay = await signUp('another@example.com');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    expect(await count(t, 'restock_sign_ups')).toBe(1);
  });
});
