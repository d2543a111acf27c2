import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Decider, DomainEvent, EventTypes } from '@dealbook/domain';
import { contextOf, sendPosition } from '../context';
import { handleCommand } from '../handle';
import type { CommandServiceDeps } from '../deps';

type Pinged = DomainEvent<'BenchPinged', { note: string }>;

/** A stream that accepts any number of pings: the cheapest command, to measure the command path. */
const pingDecider: Decider<{ note: string }, Pinged, null> = {
  decide: (command) => [{ type: 'BenchPinged', data: { note: command.note } }],
  evolve: (state) => state,
  initialState: null,
};

export const benchEventTypes: EventTypes = { BenchPinged: { schema: z.object({ note: z.string() }), version: 1 } };

/** Bench-only: appends one event through the whole command path. Registered only with BENCH_ROUTES. */
export const benchRoutes: FastifyPluginAsyncZod<CommandServiceDeps> = async (app, deps) => {
  app.post(
    '/api/bench/ping/:id',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^[\w-]{1,64}$/) }),
        body: z.object({ note: z.string().max(200) }),
        response: { 200: z.object({ revision: z.number() }) },
      },
    },
    async (request, reply) => {
      const result = await handleCommand({
        store: deps.store,
        types: { ...deps.types, ...benchEventTypes },
        streamId: `bench-${request.params.id}`,
        decider: pingDecider,
        command: request.body,
        context: contextOf(request, deps.clock()),
      });
      sendPosition(reply, result);
      return { revision: result.revision };
    },
  );
};
