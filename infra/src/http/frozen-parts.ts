/**
 * Answers whose values are mostly frozen and written again and again (a deal's state, kept frozen between
 * saves: command-service/src/state-cache.ts) are written with `jsonText`, which reuses the text of frozen
 * parts. The schema that owns such an answer registers it; every other answer keeps the zod provider's
 * serializer. Both encode with the schema first, so what is sent, and what is refused, is the same.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonText } from '@dealbook/domain';

const frozenParts = new WeakSet<object>();

export function writeWithFrozenParts(schema: z.ZodType): void {
  frozenParts.add(schema);
}

/** fastify-type-provider-zod's serializer, or for a registered schema the same with `jsonText`. */
export const serializerWithFrozenParts: FastifySerializerCompiler<z.ZodType> = (route) => {
  if (!frozenParts.has(route.schema)) return serializerCompiler(route);
  const { schema, method, url } = route;
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return jsonText(result.data) ?? 'null';
  };
};
