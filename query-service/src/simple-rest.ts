import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { Filter, FindOptions } from '@dealbook/infra/document-store/port';

/** The query string react-admin's ra-data-simple-rest sends: JSON-encoded sort, range and filter. */
export const listQuery = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});

export interface ListRequest {
  sort: { field: string; order: 1 | -1 } | null;
  skip: number;
  limit: number;
  filter: Record<string, unknown>;
}

const sortSchema = z.tuple([z.string().min(1), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a, 'range end before start');

export function parseList(query: z.infer<typeof listQuery>, maxPage = 200): ListRequest {
  try {
    return parse(query, maxPage);
  } catch {
    throw Object.assign(new Error('sort, range and filter must be JSON as react-admin sends them.'), {
      statusCode: 400,
      code: 'BAD_QUERY',
    });
  }
}

function parse(query: z.infer<typeof listQuery>, maxPage: number): ListRequest {
  const sort = query.sort ? sortSchema.parse(JSON.parse(query.sort)) : null;
  const [start, end] = query.range ? rangeSchema.parse(JSON.parse(query.range)) : [0, 24];
  const filter = query.filter ? z.record(z.string(), z.unknown()).parse(JSON.parse(query.filter)) : {};
  return {
    sort: sort ? { field: sort[0], order: sort[1].toUpperCase() === 'ASC' ? 1 : -1 } : null,
    skip: start,
    limit: Math.min(end - start + 1, maxPage),
    filter,
  };
}

export function findOptions(list: ListRequest, sortFields: Record<string, string>, fallback: Record<string, 1 | -1>): FindOptions {
  const field = list.sort ? sortFields[list.sort.field] : undefined;
  return { sort: field && list.sort ? { [field]: list.sort.order } : fallback, skip: list.skip, limit: list.limit };
}

export function sendRange(reply: FastifyReply, resource: string, skip: number, count: number, total: number): void {
  const end = count === 0 ? skip : skip + count - 1;
  reply.header('Content-Range', `${resource} ${skip}-${end}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

/** `{ id: [..] }` from getMany, as a filter on `_id`. */
export function idsFilter(filter: Record<string, unknown>): Filter | null {
  const ids = filter.id;
  if (Array.isArray(ids)) return { _id: { $in: ids.map(String) } };
  if (typeof ids === 'string') return { _id: ids };
  return null;
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
