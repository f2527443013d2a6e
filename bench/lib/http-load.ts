// HTTP load with autocannon on loopback: one scenario at a time, or two side by side.
import autocannon from 'autocannon';
import { build as buildHistogram } from 'hdr-histogram-js';

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

/**
 * Latencies of a rate-limited load, corrected for coordinated omission: a connection that waits
 * for a slow answer does not send the requests it was due to send meanwhile, so each answer
 * slower than the connection's interval also counts the answers those requests would have had
 * (HdrHistogram's recordValueWithExpectedInterval). autocannon 9 corrects with an interval of
 * `Math.ceil(1 / rate)` = 1 ms, a unit slip: one 400 ms answer among 1,000 then adds 400 samples
 * and makes the p99 ~380 ms (README, "Performance").
 */
export function rateLimitedLatencies(connections: number, overallRate: number) {
  const histogram = buildHistogram();
  const intervalMs = (1000 * connections) / overallRate;
  return {
    record(statusCode: number, latencyMs: number) {
      if (statusCode >= 200 && statusCode < 300) {
        histogram.recordValueWithExpectedInterval(Math.round(latencyMs), intervalMs);
      }
    },
    percentile: (percent: number) => histogram.getValueAtPercentile(percent),
  };
}

export async function load(spec: LoadSpec): Promise<LoadFigures> {
  const request: autocannon.Request = {
    method: spec.method ?? 'GET',
    path: spec.path,
    ...(spec.headers ? { headers: spec.headers } : {}),
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    ...(spec.vary ? { setupRequest: spec.vary } : {}),
  };
  const corrected = spec.overallRate
    ? rateLimitedLatencies(spec.connections, spec.overallRate)
    : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: spec.durationSeconds,
        requests: [request],
        // Rate-limited loads are corrected here, with the right interval.
        ...(spec.overallRate
          ? { overallRate: spec.overallRate, ignoreCoordinatedOmission: true }
          : {}),
      },
      (error: unknown, finished) => (error ? reject(error) : resolve(finished)),
    );
    if (corrected) {
      instance.on('response', (_client, statusCode: number, _bytes, latencyMs: number) =>
        corrected.record(statusCode, latencyMs),
      );
    }
  });
  return {
    rps: result['2xx'] / result.duration,
    p50Ms: corrected ? corrected.percentile(50) : result.latency.p50,
    p99Ms: corrected ? corrected.percentile(99) : result.latency.p99,
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
