import { readFileSync } from 'node:fs';
import { SITE_ROLE, type OpenApiDocument } from '@plinth/contracts';
import * as contracts from '@plinth/contracts/schemas';
import { testEngines } from '@plinth/db/test';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { renderApiReference } from '../src/cli/api-reference';
import { buildOpenApiDocument, OPENAPI_PATH } from '../src/plugins/openapi';
import { answerJsonSchema, responseSerializerCompiler } from '../src/plugins/response-serializer';
import {
  addTestMember,
  createTestApp,
  signedInOwner,
  Visitor,
  type TestApp,
} from './fixtures/create-test-app';

const contractSchemas = new Set<unknown>(Object.values(contracts));

describe.each(testEngines())('the API contract on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => (t as TestApp | undefined)?.close());

  test('every JSON route declares a summary and a contract schema for each answer it gives', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    const missing = t.app.apiRoutes
      .filter((route) => {
        const answers = Object.values(route.schema.response ?? {});
        return (
          !route.summary || answers.length === 0 || answers.some((schema) => !contractSchemas.has(schema))
        );
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  test('every answer schema has a JSON Schema, so fast-json-stringify writes it and zod never runs in production', () => {
    // A 204 has no body, so nothing is serialized whatever its schema (z.void()).
    const throughZod = t.app.apiRoutes
      .filter((route) =>
        Object.entries(route.schema.response ?? {}).some(
          ([status, schema]) =>
            status !== '204' && schema instanceof z.ZodType && answerJsonSchema(schema) === null,
        ),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(throughZod).toEqual([]);
  });

  test('docs/api-reference.md is what `npm run docs:api` writes (run it after changing a route)', async () => {
    const doc = readFileSync(new URL('../../../docs/api-reference.md', import.meta.url), 'utf8');
    expect(doc).toBe(await renderApiReference(buildOpenApiDocument(t.app.apiRoutes)));
  });

  test('signed-in owners, whatever their role, read the OpenAPI document; nobody else does', async () => {
    const anonymous = new Visitor(t.app);
    await anonymous.visit();
    expect((await anonymous.get(OPENAPI_PATH)).statusCode).toBe(401);

    const commenter = { email: 'commenter@example.com', password: 'correct horse battery staple' };
    await addTestMember(t.db, { ...commenter, role: SITE_ROLE.COMMENTER });
    const response = await (await signedInOwner(t.app, commenter)).get(OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    const addToCart = document.paths['/api/commerce/shopping-cart/entries']?.post as {
      responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
    };
    expect(addToCart.responses['200']?.content?.['application/json']?.schema.required).toEqual([
      'shoppingCart',
      'newlyAdded',
    ]);
    expect(document.paths['/config/api/products/{id}']?.delete).toMatchObject({
      'x-plinth-access': 'permission store.edit',
      responses: { '204': { description: 'No content' } },
    });
  });
});

describe('answers serialize through their schema', () => {
  const answer = z.object({ id: z.string(), count: z.number().int() });

  async function appAnswering(payload: unknown, checkWithZod: boolean, schema: z.ZodType = answer) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ checkWithZod }));
    app.get('/thing', { schema: { response: { 200: schema } } }, async () => payload);
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/thing' });
    await app.close();
    return response;
  }

  test('keys the schema does not name never leave the server', async () => {
    for (const checkWithZod of [false, true]) {
      const response = await appAnswering({ id: 'a', count: 2, passwordHash: 'secret' }, checkWithZod);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 'a', count: 2 });
    }
  });

  test('nullable fields keep their null and their value', async () => {
    const nullable = z.object({ orderId: z.string().nullable(), count: z.number().int().nullable() });
    for (const payload of [
      { orderId: null, count: 3 },
      { orderId: 'o1', count: null },
    ]) {
      expect((await appAnswering(payload, false, nullable)).json()).toEqual(payload);
    }
  });

  test('outside production an answer in the wrong shape is a 500, not a quietly coerced answer', async () => {
    expect((await appAnswering({ id: 'a', count: '2' }, true)).statusCode).toBe(500);
  });

  test('a schema JSON Schema cannot express (z.custom) still serializes, through zod', async () => {
    const role = z.object({ role: z.custom<number>((value) => typeof value === 'number') });
    const response = await appAnswering({ role: 3, extra: 'x' }, false, role);
    expect(response.json()).toEqual({ role: 3 });
  });
});
