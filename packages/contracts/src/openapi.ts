import { z } from 'zod';

/**
 * GET /config/api/openapi.json: the OpenAPI 3.1 document of every JSON route, made from the routes'
 * contract schemas (docs/api-reference.md is generated from it). Only its outline is fixed here; the
 * paths hold JSON Schema.
 */
export const openApiDocumentSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
