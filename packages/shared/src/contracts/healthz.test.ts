import { describe, expect, it } from 'vitest';
import { healthzResponseSchema } from './healthz';

describe('GET /healthz response', () => {
  it.each([
    { status: 'ok', db: 'ok' },
    { status: 'error', db: 'error' },
    { status: 'error', db: 'ok' },
  ])('accepts %j', (body) => {
    expect(healthzResponseSchema.parse(body)).toEqual(body);
  });

  it.each([
    { status: 'OK', db: 'ok' },
    { status: 'ok', db: 'down' },
    { status: 'ok' },
    { status: 'ok', db: 'ok', uptime: 5 },
    { status: true, db: true },
  ])('rejects %j', (body) => {
    expect(healthzResponseSchema.safeParse(body).success).toBe(false);
  });
});
