import { apiErrorSchema, openApiDocumentSchema, type OpenApiDocument } from '@plinth/contracts/schemas';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** Who may call a route, as the guards say (docs/roles-and-permissions.md has the matrix). */
export type RouteAccess =
  | { kind: 'permission'; permission: string }
  | { kind: 'owner' }
  | { kind: 'customer' }
  | { kind: 'public'; crumb: boolean }
  /** Called by another service, not a browser: its signature stands in for session and crumb. */
  | { kind: 'signed'; by: string };

/** A JSON route as it was registered: what the OpenAPI document and the schema tests read. */
export interface ApiRoute {
  method: string;
  url: string;
  summary: string | undefined;
  schema: {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    response?: Record<string, unknown>;
  };
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifySchema {
    /** One line for the API reference (docs/api-reference.md). */
    summary?: string;
  }
  interface FastifyInstance {
    /** Every JSON route (/api/*, /config/api/*), in registration order. */
    apiRoutes: ApiRoute[];
  }
}

export const OPENAPI_PATH = '/config/api/openapi.json';

/** The JSON routes: the storefront's /api/* and the owner's /config/api/*. */
export function isJsonRouteUrl(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/config/api/');
}

type Hook = ((...args: never[]) => unknown) & { name: string };

function accessOf(app: FastifyInstance, route: RouteOptions): RouteAccess {
  const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean) as Hook[];
  const tagged = app.ownerRoutes.find((r) => r.url === route.url && [route.method].flat().includes(r.method));
  if (tagged) return { kind: 'permission', permission: tagged.permission };
  if (hooks.includes(app.requireOwner)) return { kind: 'owner' };
  // siteUserGuard(...) makes a new function per route; its name says what it is.
  if (hooks.some((h) => h.name === 'requireSiteUser')) return { kind: 'customer' };
  if (hooks.some((h) => h.name === 'requireStripeSignature')) return { kind: 'signed', by: 'Stripe' };
  return { kind: 'public', crumb: hooks.includes(app.verifyCrumb) };
}

/**
 * Collects every JSON route with its schemas and guard, and serves their OpenAPI document to signed-in
 * owners (requireOwner: any member may read it, like their own session; it is not in the permission
 * matrix). Registered after the owner guards and before the routes.
 */
export const openapiPlugin = fp(async (app) => {
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    if (!isJsonRouteUrl(route.url)) return;
    const schema = (route.schema ?? {}) as ApiRoute['schema'] & { summary?: string };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.apiRoutes.push({
        method,
        url: route.url,
        summary: schema.summary,
        schema,
        access: accessOf(app, route),
      });
    }
  });

  app.get(
    OPENAPI_PATH,
    {
      onRequest: app.requireOwner,
      schema: { summary: 'This document', response: { 200: openApiDocumentSchema } },
    },
    async () => buildOpenApiDocument(app.apiRoutes),
  );
});

function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): Record<string, unknown> {
  if (!(schema instanceof z.ZodType)) return (schema ?? {}) as Record<string, unknown>;
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

function accessText(access: RouteAccess): string {
  switch (access.kind) {
    case 'permission':
      return `permission ${access.permission}`;
    case 'owner':
      return 'signed-in owner';
    case 'customer':
      return 'signed-in customer';
    case 'public':
      return access.crumb ? 'anyone (crumb)' : 'anyone';
    case 'signed':
      return `${access.by} only (signed request; no session or crumb)`;
  }
}

function parametersOf(schema: unknown, where: 'path' | 'query'): Record<string, unknown>[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function responsesOf(response: Record<string, unknown> | undefined): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response ?? {})) {
    responses[status] =
      status === '204'
        ? { description: 'No content' }
        : { description: 'OK', content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } } };
  }
  responses.default = { $ref: '#/components/responses/Error' };
  return responses;
}

/** The OpenAPI 3.1 document of the given routes, sorted by path then method so it diffs well. */
export function buildOpenApiDocument(routes: readonly ApiRoute[]): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const operation: Record<string, unknown> = {
      summary: route.summary ?? `${route.method} ${path}`,
      'x-plinth-access': accessText(route.access),
      parameters: [
        ...parametersOf(route.schema.params, 'path'),
        ...parametersOf(route.schema.querystring, 'query'),
      ],
      responses: responsesOf(route.schema.response),
    };
    if (route.schema.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(route.schema.body, 'input') } },
      };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Plinth HTTP API',
      version: '1',
      description:
        'The JSON routes of the storefront (/api/*) and the editor (/config/api/*), generated from their ' +
        '@plinth/contracts schemas. Sessions, crumbs and the error model: docs/editor-api.md.',
    },
    paths,
    components: {
      responses: {
        Error: {
          description: 'Any error: see the error model in docs/editor-api.md',
          content: { 'application/json': { schema: jsonSchemaOf(apiErrorSchema, 'output') } },
        },
      },
    },
  };
}
