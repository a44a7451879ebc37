import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';

/** Set by the primary on each render worker it starts: the worker's slot. */
export const RENDER_SLOT_VARIABLE = 'MANZIL_RENDER_SLOT';

const globalForMetrics = globalThis as unknown as { manzilMetrics?: Registry };

/**
 * This process's metrics, with Node's own (event-loop lag, memory, CPU, garbage collection). One registry per process,
 * on globalThis: Next bundles its own copy of the server modules, and their counts must land in the same place.
 */
export function metricsRegistry(): Registry {
  if (!globalForMetrics.manzilMetrics) {
    const registry = new Registry();
    // The primary gathers its render workers' metrics with its own (server/operations/metrics.ts): each series says
    // which process it counts, a render worker by the slot it was started in.
    const slot = process.env[RENDER_SLOT_VARIABLE];
    registry.setDefaultLabels({ process: slot === undefined ? 'primary' : `render-${slot}` });
    collectDefaultMetrics({ register: registry });
    globalForMetrics.manzilMetrics = registry;
  }
  return globalForMetrics.manzilMetrics;
}

// A module evaluated twice in one process (the entry point's copy and Next's) gets the metric registered first.
const registered = <M>(name: string, create: () => M): M =>
  (metricsRegistry().getSingleMetric(name) as M | undefined) ?? create();

export const counter = <L extends string>(options: CounterConfiguration<L>) =>
  registered(options.name, () => new Counter<L>({ ...options, registers: [metricsRegistry()] }));

export const gauge = <L extends string>(options: GaugeConfiguration<L>) =>
  registered(options.name, () => new Gauge<L>({ ...options, registers: [metricsRegistry()] }));

export const histogram = <L extends string>(options: HistogramConfiguration<L>) =>
  registered(options.name, () => new Histogram<L>({ ...options, registers: [metricsRegistry()] }));
