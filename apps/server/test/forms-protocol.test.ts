import { FORM_TEXTS, MESSAGES } from '@plinth/commerce';
import { FORM_API, plainFieldName, type FormField } from '@plinth/contracts';
import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { useTestApp, Visitor, type TestApp } from './fixtures/create-test-app';
import { insertTestForm } from './fixtures/create-test-form';

const generous = {
  rateLimit: { max: 100_000, windowMs: 10_000 },
  formLimits: { perClient: 1000, perForm: 1000, windowMs: 600_000 },
};

const OPTION_FIELDS: FormField[] = [
  {
    id: 'grind',
    type: 'select',
    title: 'Grind',
    description: '',
    options: ['Whole bean', 'Espresso'],
    required: true,
  },
  {
    id: 'note',
    type: 'textarea',
    title: 'Gift note',
    description: '',
    placeholder: '',
    required: false,
    maxLength: 20,
  },
  {
    id: 'extras',
    type: 'checkbox',
    title: 'Extras',
    description: '',
    options: ['Bag', 'Card'],
    required: false,
  },
];

const contactValues = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'Hello there' };

async function visitor(t: TestApp): Promise<Visitor> {
  const v = new Visitor(t.app);
  await v.visit();
  return v;
}

async function submissionKey(v: Visitor): Promise<string> {
  const response = await v.request({ method: 'POST', url: FORM_API.submissionKey });
  expect(response.statusCode).toBe(200);
  return response.json<{ key: string }>().key;
}

function save(v: Visitor, body: Record<string, unknown>) {
  return v.request({ method: 'POST', url: FORM_API.save, json: body });
}

async function submit(v: Visitor, formId: string, values: unknown = contactValues, extra: object = {}) {
  const key = await submissionKey(v);
  return save(v, {
    key,
    formId,
    form: JSON.stringify(values),
    pagePath: '/contact',
    pageTitle: 'Contact',
    ...extra,
  });
}

async function countSubmissions(t: TestApp, formId: string): Promise<number> {
  const rows = await t.db.kysely
    .selectFrom('form_submissions')
    .select('id')
    .where('form_id', '=', formId)
    .execute();
  return rows.length;
}

describe.each(testEngines())('the form submission protocol on %s', (engine) => {
  const t = useTestApp(engine, generous);

  test('validate answers 200 {ok: true}, or 400 with the errors keyed by field id', async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const ok = await v.request({ method: 'POST', url: FORM_API.validate(formId), json: contactValues });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });

    const bad = await v.request({
      method: 'POST',
      url: FORM_API.validate(formId),
      json: { name: ['Ada', ''], email: 'not-an-email', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'FORM_FIELDS_INVALID',
      message: MESSAGES.fieldsInvalid,
      fieldErrors: {
        name: MESSAGES.required,
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
        message: MESSAGES.required,
      },
    });
  });

  test('a submission with a fresh key is stored with its form version and page fields', async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const response = await submit(v, formId);
    expect(response.statusCode).toBe(200);
    const { ok, submissionId } = response.json<{ ok: boolean; submissionId: string }>();
    expect(ok).toBe(true);
    const row = await t.db.kysely
      .selectFrom('form_submissions')
      .selectAll()
      .where('id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      form_id: formId,
      form_version: 1,
      page_path: '/contact',
      page_title: 'Contact',
    });
    expect(JSON.parse(row.answers)).toEqual(contactValues);
    expect(row.search_text).toContain('ada lovelace');
  });

  test('a key cannot be used twice: the second submission gets 401 "Unable to submit form."', async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const key = await submissionKey(v);
    const body = { key, formId, form: JSON.stringify(contactValues) };
    expect((await save(v, body)).statusCode).toBe(200);
    const again = await save(v, body);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'FORM_KEY_INVALID', message: FORM_TEXTS.unableToSubmitForm });
    expect(await countSubmissions(t, formId)).toBe(1);
  });

  test('one key sent by five requests at once gives exactly one submission', async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const key = await submissionKey(v);
    const body = { key, formId, form: JSON.stringify(contactValues) };
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(v, body)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401]);
    expect(await countSubmissions(t, formId)).toBe(1);
  });

  test('an unknown or expired key gets 401; an unknown form 404 "This form has not been configured yet."', async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const unknown = await save(v, { key: 'no-such-key', formId, form: '{}' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: FORM_TEXTS.unableToSubmitForm });

    const key = await submissionKey(v);
    await t.db.kysely
      .updateTable('form_submission_keys')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect((await save(v, { key, formId, form: '{}' })).statusCode).toBe(401);

    const missing = await save(v, { key: await submissionKey(v), formId: 'nosuchform', form: '{}' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'FORM_NOT_FOUND', message: FORM_TEXTS.formNotConfigured });
  });

  test('a write without the crumb is refused before anything else', async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const key = await submissionKey(v);
    const response = await v.request({
      method: 'POST',
      url: FORM_API.save,
      json: { key, formId, form: JSON.stringify(contactValues) },
      crumb: 'omit',
    });
    expect(response.statusCode).toBe(403);
    expect(await countSubmissions(t, formId)).toBe(0);
  });

  test('hostile input: unparsable JSON, wrong shapes and options not in the list are 400s; unknown ids are dropped', async () => {
    const formId = await insertTestForm(t.db, t.websiteId, { fields: OPTION_FIELDS });
    const v = await visitor(t);
    const notJson = await submit(v, formId, undefined, { form: '{not json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'FORM_PARSE_FAILED', message: FORM_TEXTS.formParseFailed });

    expect((await submit(v, formId, { grind: ['Espresso'] })).json()).toMatchObject({
      message: FORM_TEXTS.formParseFailed,
    });
    expect((await submit(v, formId, { grind: 'Decaf' })).statusCode).toBe(400);
    expect((await submit(v, formId, { grind: 'Espresso', extras: ['Bag', 'Bomb'] })).statusCode).toBe(400);

    const tooLong = await submit(v, formId, { grind: 'Espresso', note: 'x'.repeat(21) });
    expect(tooLong.json()).toMatchObject({ fieldErrors: { note: FORM_TEXTS.characterLimitExceeded } });

    const wrongType = await save(v, { key: 5, formId, form: {} });
    expect(wrongType.statusCode).toBe(400);

    const ok = await submit(v, formId, { grind: 'Espresso', intruder: 'dropped', extras: ['Card', 'Bag'] });
    expect(ok.statusCode).toBe(200);
    const row = await t.db.kysely
      .selectFrom('form_submissions')
      .select('answers')
      .where('id', '=', ok.json<{ submissionId: string }>().submissionId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.answers)).toEqual({ grind: 'Espresso', extras: ['Bag', 'Card'] });
  });

  test('an oversized body is refused with 413 and stores nothing', async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const key = await submissionKey(v);
    const response = await save(v, { key, formId, form: JSON.stringify({ message: 'x'.repeat(400_000) }) });
    expect(response.statusCode).toBe(413);
    expect(await countSubmissions(t, formId)).toBe(0);
  });

  test('a script in an answer is stored as the text it is', async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const script = '<script>alert(1)</script>';
    const response = await submit(v, formId, { ...contactValues, message: script });
    expect(response.statusCode).toBe(200);
    const row = await t.db.kysely
      .selectFrom('form_submissions')
      .select('answers')
      .where('form_id', '=', formId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.answers)).toMatchObject({ message: script });
  });

  test('a captcha form without a captcha token gets 400 "Complete CAPTCHA before submitting."', async () => {
    const formId = await insertTestForm(t.db, t.websiteId, { captchaEnabled: true });
    const v = await visitor(t);
    const response = await submit(v, formId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: FORM_TEXTS.captchaIncomplete,
    });
    expect(await countSubmissions(t, formId)).toBe(0);
  });

  test('the census form-render event answers 204 and stores a row only for a known form, once per visitor', async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const post = (json: unknown) => v.request({ method: 'POST', url: FORM_API.censusFormRender, json });
    expect((await post({ formId, visitorCookie: 'visitor1' })).statusCode).toBe(204);
    expect((await post({ formId, visitorCookie: 'visitor1' })).statusCode).toBe(204);
    expect((await post({ formId: 'nosuchform', visitorCookie: 'visitor1' })).statusCode).toBe(204);
    expect((await post({ formId, visitorCookie: '<script>' })).statusCode).toBe(400);
    const rows = await t.db.kysely.selectFrom('form_render_events').selectAll().execute();
    expect(rows.map((r) => [r.form_id, r.visitor_id])).toEqual([[formId, 'visitor1']]);
    // The same render is an analytics event, which the dashboards' form conversions count.
    const events = await t.db.kysely
      .selectFrom('analytics_events')
      .select(['visitor_key', 'data'])
      .where('website_id', '=', t.websiteId)
      .where('event', '=', 'FormRender')
      .execute();
    expect(events).toEqual([{ visitor_key: 'visitor1', data: JSON.stringify({ form_id: formId }) }]);
  });
});

describe.each(testEngines())('form submission limits on %s', (engine) => {
  const t = useTestApp(engine, {
    ...generous,
    formLimits: { perClient: 2, perForm: 100, windowMs: 600_000 },
  });

  test('a client past its submissions gets 429 with Retry-After, on any form of the site', async () => {
    const first = await insertTestForm(t.db, t.websiteId);
    const second = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    expect((await submit(v, first)).statusCode).toBe(200);
    expect((await submit(v, first)).statusCode).toBe(200);
    const refused = await submit(v, second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'FORM_RATE_LIMITED', message: FORM_TEXTS.formRateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countSubmissions(t, second)).toBe(0);
  });
});

describe.each(testEngines())('the per-form limit on %s', (engine) => {
  const t = useTestApp(engine, {
    ...generous,
    formLimits: { perClient: 100, perForm: 2, windowMs: 600_000 },
  });

  test('a form past its submissions gets 429 while another form still takes them', async () => {
    const busy = await insertTestForm(t.db, t.websiteId);
    const other = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    expect((await submit(v, busy)).statusCode).toBe(200);
    expect((await submit(v, busy)).statusCode).toBe(200);
    const refused = await submit(v, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: FORM_TEXTS.formRateLimited });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await submit(v, other)).statusCode).toBe(200);
  });
});

describe.each(testEngines())('the form without JavaScript on %s', (engine) => {
  const t = useTestApp(engine, generous);

  function plainPost(v: Visitor, formId: string, form: Record<string, string>) {
    return v.request({
      method: 'POST',
      url: FORM_API.plainSubmit(formId),
      form: { crumb: v.cookies.get('crumb') ?? '', ...form },
      crumb: 'omit',
    });
  }

  const filled = {
    [plainFieldName('name', 0)]: 'Ada',
    [plainFieldName('name', 1)]: 'Lovelace',
    [plainFieldName('email')]: 'ada@example.com',
    [plainFieldName('message')]: 'Sent without script',
    pagePath: '/contact',
    pageTitle: 'Contact',
  };

  test('success shows the sanitised message in the layout with a link back to the page', async () => {
    const formId = await insertTestForm(t.db, t.websiteId, {
      parsedSubmissionMessage: '<p>Thanks, we got it.</p>',
    });
    const v = await visitor(t);
    const response = await plainPost(v, formId, filled);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<p>Thanks, we got it.</p>');
    expect(response.body).toContain('href="/contact"');
    expect(await countSubmissions(t, formId)).toBe(1);
  });

  test('with a success redirect it answers 303 to it', async () => {
    const formId = await insertTestForm(t.db, t.websiteId, { successRedirect: '/thanks' });
    const v = await visitor(t);
    const response = await plainPost(v, formId, filled);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/thanks');
  });

  test("errors list each field's title with its error, escaped, and the link back stays on this site", async () => {
    const formId = await insertTestForm(t.db, t.websiteId);
    const v = await visitor(t);
    const response = await plainPost(v, formId, {
      ...filled,
      [plainFieldName('email')]: '<script>x</script>',
      pagePath: 'https://evil.example/',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(MESSAGES.fieldsInvalid);
    expect(response.body).toMatch(/<strong>Email<\/strong>: Email is not valid/);
    expect(response.body).not.toContain('<script>x</script>');
    expect(response.body).not.toContain('evil.example');
    expect(await countSubmissions(t, formId)).toBe(0);
  });

  test('a captcha form says "Complete CAPTCHA before submitting."', async () => {
    const formId = await insertTestForm(t.db, t.websiteId, { captchaEnabled: true });
    const v = await visitor(t);
    const response = await plainPost(v, formId, filled);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(FORM_TEXTS.captchaIncomplete);
  });
});
