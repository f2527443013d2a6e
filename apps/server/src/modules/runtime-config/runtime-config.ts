import { PRODUCT } from '@marketpult/shared/constants/product';
import type { RuntimeConfig } from '@marketpult/shared/runtime-config';
import type { FastifyInstance } from 'fastify';

/**
 * The deployment's settings for the web app. Fixed for the life of the process, so the page
 * carries them too (plugins/index-page.ts) and the app starts without asking for them.
 */
export function runtimeConfigOf(app: FastifyInstance): RuntimeConfig {
  return {
    productName: PRODUCT.name,
    menuVariant: app.config.menuVariant,
    supportEmail: app.config.supportEmail,
    marketsProxyToken: app.secrets.marketsProxyToken,
  };
}
