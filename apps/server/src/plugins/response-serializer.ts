import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];

/**
 * The JSON Schema a zod answer schema serializes through, or null where JSON Schema cannot say it
 * (z.custom, for one): then the zod serializer runs, and parses every answer in production too.
 */
export function answerJsonSchema(schema: z.ZodType): Record<string, unknown> | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
    delete json.$schema;
    return simpleTypeUnions(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * `anyOf: [{type: 'string'}, {type: 'null'}]` (zod's nullable) as `type: ['string', 'null']`: the same
 * JSON Schema, but fast-json-stringify writes a type list directly where it would test each anyOf
 * branch with a validator on every answer.
 */
function simpleTypeUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simpleTypeUnions);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, simpleTypeUnions(value)] as const);
  const result: Record<string, unknown> = Object.fromEntries(entries);
  const options = result.anyOf;
  const simple =
    Array.isArray(options) &&
    options.every(
      (o: unknown) =>
        typeof o === 'object' &&
        o !== null &&
        Object.keys(o).length === 1 &&
        typeof (o as { type?: unknown }).type === 'string',
    );
  if (!simple) return result;
  const rest = Object.fromEntries(Object.entries(result).filter(([key]) => key !== 'anyOf'));
  return { ...rest, type: (options as { type: string }[]).map((o) => o.type) };
}

/**
 * Serializes answers through their contract schema without paying zod's parse on every answer: the zod
 * schema becomes JSON Schema once, at start, and fast-json-stringify writes exactly its fields (unknown
 * keys never leave the server). In development and tests the answer is also parsed with zod first, so an
 * answer in the wrong shape fails loudly there (fast-json-stringify would coerce it). Decision 0017.
 */
export function responseSerializerCompiler(options: {
  checkWithZod: boolean;
}): FastifySerializerCompiler<FastifySchema | z.ZodType> {
  return (routeSchema) => {
    const { schema } = routeSchema;
    if (!(schema instanceof z.ZodType)) return fastJson(schema as Parameters<typeof fastJson>[0]);
    const json = answerJsonSchema(schema);
    const zodSerialize = zodSerializerCompiler(routeSchema as RouteSchema & { schema: z.ZodType });
    if (!json) return zodSerialize;
    const stringify = fastJson(json as unknown as Parameters<typeof fastJson>[0]);
    if (!options.checkWithZod) return (data) => stringify(data);
    return (data) => {
      zodSerialize(data); // throws ResponseSerializationError on a wrong shape
      return stringify(data);
    };
  };
}
