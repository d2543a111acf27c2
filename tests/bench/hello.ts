import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The baselines for the HTTP benchmark: Fastify answering a constant (`GET /`), and a POST route that
 * validates the bench command's JSON body with the same zod schema and echoes it (`POST /echo/:id`).
 */
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.get('/', async () => ({ hello: 'world' }));
app.post(
  '/echo/:id',
  {
    schema: {
      params: z.object({ id: z.string().regex(/^[\w-]{1,64}$/) }),
      body: z.object({ note: z.string().max(200) }),
      response: { 200: z.object({ note: z.string() }) },
    },
  },
  async (request) => ({ note: request.body.note }),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
