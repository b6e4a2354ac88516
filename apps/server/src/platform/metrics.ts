// Owns the Prometheus metrics at /api/metrics: request rates and latencies, the database pool, orders and payments by state.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './db/database.ts';
import { orders } from './db/schema.ts';
import type { AnswerRecorder } from './read-cache.ts';

/** Registers /api/metrics and the per-request timing; answers the recorder for answers sent outside Fastify's hooks. */
export function registerMetrics(app: FastifyInstance, database: Database, token: string | undefined): AnswerRecorder {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const recordAnswer: AnswerRecorder = (method, route, status, seconds) =>
    duration.observe({ method, route, status: String(status) }, seconds);
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, so ids do not explode the label space.
    recordAnswer(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!database.pool) return;
      this.set({ state: 'total' }, database.pool.totalCount);
      this.set({ state: 'idle' }, database.pool.idleCount);
      this.set({ state: 'waiting' }, database.pool.waitingCount);
    },
  });

  new Gauge({
    name: 'shop_orders',
    help: 'Orders by payment status and order status',
    labelNames: ['payment_status', 'order_status'],
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ paymentStatus: orders.paymentStatus, orderStatus: orders.orderStatus, total: count() })
        .from(orders)
        .groupBy(orders.paymentStatus, orders.orderStatus);
      this.reset();
      for (const row of rows) this.set({ payment_status: row.paymentStatus, order_status: row.orderStatus }, row.total);
    },
  });

  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      return reply.status(401).send({ success: false, message: 'Metrics need the METRICS_TOKEN' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return recordAnswer;
}

/** Compares in constant time (over hashes, so the lengths match and leak nothing either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
