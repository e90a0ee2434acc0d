import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Our own registry, not prom-client's global default: nothing a library registers there leaks into
 * /metrics, and tests get exactly these series. One per process, as Prometheus expects.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const labelNames = ['method', 'route', 'status'] as const;

export const httpRequestsTotal = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, matched route pattern and status',
  labelNames,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request (until the handler returned), by method, matched route pattern and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const bookingsGauge = new Gauge({
  name: 'bookmitra_bookings',
  help: 'Bookings by status (read from the database at scrape time)',
  labelNames: ['status'],
  registers: [metricsRegistry],
});

export const outboxGauge = new Gauge({
  name: 'bookmitra_outbox_messages',
  help: 'Outbox messages by status (read from the database at scrape time)',
  labelNames: ['status'],
  registers: [metricsRegistry],
});

export const chatTurnsGauge = new Gauge({
  name: 'bookmitra_chat_turns',
  help: "Mitra's turns by model and language (counted from agent_turns at scrape time)",
  labelNames: ['model', 'language'],
  registers: [metricsRegistry],
});
