// HTTP load with autocannon on loopback: one scenario at a time, or two side by side.
import autocannon from 'autocannon';

export type LoadRequest = autocannon.Request;

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before every request: a body or headers of its own (e.g. another account). */
  vary?: (request: autocannon.Request) => autocannon.Request;
  connections: number;
  durationSeconds: number;
  /** Requests a second over all connections; unset means as fast as the server answers. */
  overallRate?: number;
}

export interface LoadFigures {
  /** Answers a second, 2xx only. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
}

export async function load(spec: LoadSpec): Promise<LoadFigures> {
  const request: autocannon.Request = {
    method: spec.method ?? 'GET',
    path: spec.path,
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    ...(spec.vary ? { setupRequest: spec.vary } : {}),
  };
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    requests: [request],
    ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
  });
  return {
    rps: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Samples the server's resident memory while `work` runs; resolves with the work's result and
 * the highest value seen.
 */
export async function withPeakRss<T>(
  rssMb: () => number,
  work: () => Promise<T>,
): Promise<{ result: T; peakRssMb: number }> {
  let peak = rssMb();
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 200);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb());
    return { result, peakRssMb: peak };
  } finally {
    clearInterval(timer);
  }
}
