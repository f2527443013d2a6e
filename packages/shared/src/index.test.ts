import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('@marketpult/shared entry', () => {
  it.each([
    'API_PATHS',
    'API_CONTRACTS',
    'runtimeConfigSchema',
    'BUSINESS_LIMITS',
    'UI_BREAKPOINTS',
    'UI_TIMINGS',
    'isMobileWidth',
    'isHelpButtonVisible',
    'VALIDATION_MINIMUMS',
    'CREDENTIAL_LIMITS',
    'MARKETPLACES',
    'isMarketplaceKey',
    'ORDER_STATUS_LABELS',
    'orderStatusLabel',
    'WEEKDAY_SHORT_LABELS',
    'PERIOD_TYPE_LABELS',
    'PRODUCT',
    'ERROR_CODES',
    'errorResponseSchema',
    'md5RequestSchema',
    'loginRequestSchema',
    'authUserResponseSchema',
    'registrationRequestSchema',
    'confirmRegistrationRequestSchema',
    'marketsAccountConfirmRequestSchema',
    'signUpResultSchema',
    'SIGN_UP_RETVAL',
    'instructionsListResponseSchema',
    'healthzResponseSchema',
    'normalizePage',
    'instructionsForPage',
    'countInstructions',
    'registrationRules',
  ])('exports %s', (name) => {
    expect(shared).toHaveProperty(name);
  });
});
