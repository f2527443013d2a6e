import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { load, rateLimitedLatencies } from './http-load';

describe('rateLimitedLatencies', () => {
  it('counts the requests a stalled connection did not send, at its own interval', () => {
    // 10 connections at 200 requests/s overall: each connection sends one every 50 ms.
    const latencies = rateLimitedLatencies(10, 200);
    for (let answer = 0; answer < 999; answer += 1) latencies.record(200, 1);
    latencies.record(200, 400);
    // The 400 ms answer stands for 8 (400, 350, … 50): 0.8 % of the samples, so the p99 stays
    // at the usual answer. autocannon's own 1 ms interval would add 400 and give ~380 ms.
    expect(latencies.percentile(99)).toBeLessThanOrEqual(2);
    expect(latencies.percentile(99.9)).toBeGreaterThanOrEqual(350);
  });

  it('leaves answers other than 2xx out', () => {
    const latencies = rateLimitedLatencies(1, 10);
    latencies.record(200, 5);
    latencies.record(500, 900);
    expect(latencies.percentile(100)).toBe(5);
  });
});

describe('load', () => {
  it('measures a rate-limited load from the answers it gets', async () => {
    let served = 0;
    const server = createServer((_request, response) => {
      served += 1;
      // One slow answer among ~400, as a real load has: it must neither fail nor stall the run.
      if (served === 50) setTimeout(() => response.end('slow'), 150);
      else response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const figures = await load({
        url: `http://127.0.0.1:${port}`,
        path: '/',
        connections: 10,
        overallRate: 200,
        durationSeconds: 2,
      });
      // No bounds on speed here (a shared machine decides those); the correction itself is
      // checked exactly by rateLimitedLatencies' tests above.
      expect(figures.errors).toBe(0);
      expect(figures.rps).toBeGreaterThan(0);
      expect(figures.p99Ms).toBeGreaterThan(0);
    } finally {
      server.close();
    }
  });
});
