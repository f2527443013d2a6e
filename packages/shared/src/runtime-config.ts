import { z } from 'zod';

export const MENU_VARIANTS = Object.freeze(['prod', 'hc-market', 'hc-my'] as const);
export const menuVariantSchema = z.enum(MENU_VARIANTS);
export type MenuVariant = z.infer<typeof menuVariantSchema>;

/**
 * Settings the web app reads from the server at start (`GET /api/runtime-config`), so one
 * build serves every deployment. `marketsProxyToken` is the Authorization value of the
 * follow-up call after e-mail confirmation (spec §7): it is public by design and grants
 * nothing but that one call.
 */
export const runtimeConfigSchema = z
  .object({
    productName: z.string(),
    menuVariant: menuVariantSchema,
    supportEmail: z.string(),
    marketsProxyToken: z.string(),
  })
  .strict();
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
