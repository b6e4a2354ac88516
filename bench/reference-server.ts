// Owns the ceiling measure 3 compares the shop with: a bare Fastify route, in a worker thread of the bench process,
// answering a JSON body of the same size as the shop's answer, built afresh for every request.
import { parentPort, workerData } from 'node:worker_threads';
import Fastify from 'fastify';

type Template = { success: boolean; data: unknown };
const templates = workerData as Record<string, Template>;

/** A new object each time, as a handler that read rows would make; Fastify serialises it. */
function build(template: Template): Template {
  const data = Array.isArray(template.data)
    ? template.data.map((item: object) => ({ ...item }))
    : { ...(template.data as object) };
  return { ...template, data };
}

const app = Fastify({ logger: false });
app.get<{ Params: { name: string } }>('/:name', async (request, reply) => {
  const template = templates[request.params.name];
  if (!template) return reply.status(404).send({ success: false });
  return build(template);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
parentPort!.postMessage(typeof address === 'object' && address ? address.port : 0);
parentPort!.on('message', async (message) => {
  if (message === 'close') {
    await app.close();
    parentPort!.close();
  }
});
