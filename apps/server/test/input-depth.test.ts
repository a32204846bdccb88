import { testEngines } from '@plinth/db/test';
import { describe, expect, test } from 'vitest';
import { inspectInput, MAX_BODY_DEPTH } from '../src/plugins/input-guard';
import { useTestApp, Visitor } from './fixtures/create-test-app';

const deepArrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObjects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

describe.each(testEngines())('deeply nested request bodies on %s', (engine) => {
  const t = useTestApp(engine);

  /** A visitor with its crumb (sign-in routes check it before the body is read), no session. */
  async function post(url: string, payload: string) {
    const visitor = new Visitor(t.app);
    await visitor.visit();
    return visitor.request({ method: 'POST', url, raw: { body: payload, contentType: 'application/json' } });
  }

  test('without a crumb the sign-in routes refuse before reading the body at all (403, never 500)', async () => {
    for (const url of ['/config/api/session', '/api/site-users/account/session']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'localhost:3000', 'content-type': 'application/json' },
        payload: deepArrays(400_000),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CRUMB_FAIL' });
    }
  });

  // Anonymous (no session): the guard runs before any route looks at the body.
  const targets = [
    '/config/api/session',
    '/api/site-users/account/session',
    '/api/commerce/shopping-cart/entries',
  ];

  test.each(targets)('400,000 nested arrays (800 KB) to %s answer 400 INPUT_TOO_DEEP', async (url) => {
    const body = deepArrays(400_000);
    expect(body.length).toBe(800_000);
    const response = await post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INPUT_TOO_DEEP',
      message: `Invalid request: the body nests more than ${MAX_BODY_DEPTH} levels deep.`,
    });
  });

  test.each(targets)('160,000 nested objects (960 KB) to %s answer 400 INPUT_TOO_DEEP', async (url) => {
    const response = await post(url, deepObjects(160_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INPUT_TOO_DEEP' });
  });

  test('the limit is exactly 64 levels: 64 pass the guard, 65 do not', async () => {
    const atLimit = await post('/config/api/session', deepObjects(MAX_BODY_DEPTH));
    expect(atLimit.json()).not.toMatchObject({ code: 'INPUT_TOO_DEEP' });
    expect(atLimit.statusCode).toBeLessThan(500);
    const over = await post('/config/api/session', deepObjects(MAX_BODY_DEPTH + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'INPUT_TOO_DEEP' });
  });

  test('NUL characters are still refused, in values and in keys', async () => {
    for (const payload of ['{"email":"a\\u0000b"}', '{"a\\u0000":"x"}', '[["deep \\u0000"]]']) {
      const response = await post('/config/api/session', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    }
  });
});

describe('inspectInput', () => {
  test('walks a million levels without recursing', () => {
    let value: unknown = 'end';
    for (let i = 0; i < 1_000_000; i += 1) value = i % 2 ? [value] : { a: value };
    expect(inspectInput(value)).toBe('deep');
  });

  test('finds a NUL anywhere within the limit, and passes clean input', () => {
    expect(inspectInput({ a: [{ b: ['x', 'y\u0000'] }] })).toBe('nul');
    expect(inspectInput({ a: [{ b: ['x', 'y'] }], n: 1, t: true, z: null })).toBeNull();
    expect(inspectInput(undefined)).toBeNull();
  });
});
