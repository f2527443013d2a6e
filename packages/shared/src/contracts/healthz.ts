import { z } from 'zod';

export const HEALTH_STATES = Object.freeze(['ok', 'error'] as const);
export type HealthState = (typeof HEALTH_STATES)[number];

/** Answer of GET /healthz; `db` reflects a real query, `status` the whole service. */
export const healthzResponseSchema = z
  .object({
    status: z.enum(HEALTH_STATES),
    db: z.enum(HEALTH_STATES),
  })
  .strict();
export type HealthzResponse = z.infer<typeof healthzResponseSchema>;
