import { categoryMask, issueWbToken, type WbSandboxCategory } from './wildberries/token';

/** Seller ids (WB's `sid`, a UUID) of the sandbox's Wildberries shops. */
export const WB_SELLER_IDS = {
  demo: '5e1d0001-7a2b-4c3d-8e9f-0a1b2c3d4e01',
  bench: '5e1d0002-7a2b-4c3d-8e9f-0a1b2c3d4e02',
  missingScope: '5e1d0003-7a2b-4c3d-8e9f-0a1b2c3d4e03',
  revoked: '5e1d0004-7a2b-4c3d-8e9f-0a1b2c3d4e04',
} as const;

const ALL_WB_CATEGORIES: WbSandboxCategory[] = [
  'content',
  'analytics',
  'prices',
  'marketplace',
  'statistics',
  'promotion',
  'feedbacks',
];
/** 2100-01-01: the published tokens outlive the sandbox. */
const WB_EXPIRES_2100 = 4_102_444_800;

function wbToken(
  key: keyof typeof WB_SELLER_IDS,
  categories: readonly WbSandboxCategory[],
  exp: number,
): string {
  return issueWbToken({ sid: WB_SELLER_IDS[key], exp, s: categoryMask(categories), id: key });
}

/**
 * The sandbox's published keys: anyone may add a cabinet with them (README, "Песочница").
 * They open the sandbox only; the real marketplaces know none of them.
 *
 * - `demo`: ~1,000 listings, orders over the last 90 days.
 * - `bench`: 100,000 listings, generated on demand (for load and paging tests).
 * - `missingScope`: a working key that lacks a scope the product needs (orders on Ozon, prices on
 *   Yandex Market, «Статистика» on Wildberries), for the "missing scopes" status.
 * - `revoked`: a key the marketplace no longer accepts (on Wildberries: an expired token).
 */
export const SANDBOX_CREDENTIALS = {
  ozon: {
    demo: { clientId: '2710001', apiKey: '0d6f1c2e-5b7a-4c3d-9e8f-a1b2c3d4e501' },
    bench: { clientId: '2710002', apiKey: '0d6f1c2e-5b7a-4c3d-9e8f-a1b2c3d4e502' },
    missingScope: { clientId: '2710003', apiKey: '0d6f1c2e-5b7a-4c3d-9e8f-a1b2c3d4e503' },
    revoked: { clientId: '2710004', apiKey: '0d6f1c2e-5b7a-4c3d-9e8f-a1b2c3d4e504' },
  },
  // JWT-shaped as WB's are (wildberries/token.ts): seller id, expiry, category bits.
  wildberries: {
    demo: { token: wbToken('demo', ALL_WB_CATEGORIES, WB_EXPIRES_2100) },
    bench: { token: wbToken('bench', ALL_WB_CATEGORIES, WB_EXPIRES_2100) },
    // No «Статистика»: orders cannot be read.
    missingScope: {
      token: wbToken(
        'missingScope',
        ALL_WB_CATEGORIES.filter((c) => c !== 'statistics'),
        WB_EXPIRES_2100,
      ),
    },
    // Expired on 2025-01-01: WB answers 401 "token expired".
    revoked: { token: wbToken('revoked', ALL_WB_CATEGORIES, 1_735_689_600) },
  },
  yandex: {
    demo: {
      apiKey: 'ACMA:sandboxDemoKey0001:7f3e9a1c',
      businessId: 81000001,
      campaignIds: [91000001, 91000002],
    },
    bench: {
      apiKey: 'ACMA:sandboxBenchKey0002:2b8d4e6f',
      businessId: 81000002,
      campaignIds: [91000003],
    },
    missingScope: {
      apiKey: 'ACMA:sandboxNoPricing0003:5c1a7d9b',
      businessId: 81000003,
      campaignIds: [91000004],
    },
    revoked: {
      apiKey: 'ACMA:sandboxRevoked0004:9e2f3a4b',
      businessId: 81000004,
      campaignIds: [91000005],
    },
  },
} as const;

export type SandboxShopKey = keyof typeof SANDBOX_CREDENTIALS.ozon;
