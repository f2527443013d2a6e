import { z } from 'zod';

export const MENU_VARIANTS = Object.freeze(['prod', 'hc-market', 'hc-my'] as const);
export const menuVariantSchema = z.enum(MENU_VARIANTS);
export type MenuVariant = z.infer<typeof menuVariantSchema>;

/**
 * Settings the web app reads at start, so one build serves every deployment: from the page
 * itself (the server writes them into index.html, see RUNTIME_CONFIG_ELEMENT_ID) or, where the
 * page does not carry them (the development server), from `GET /api/runtime-config`. `marketsProxyToken` is the Authorization value of the
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

/** The `<script type="application/json">` of index.html that carries the runtime config. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'mp-runtime-config';
