/*
 * The PDF documents of the sign-up checkboxes, served from apps/web/public/legal/. They are
 * generated from legal/*.md by `npm run docs:pdf`. Not under /docs: that path is the API's.
 */
export const LEGAL_DOCUMENTS = Object.freeze({
  userAgreement: '/legal/user-agreement.pdf',
  personalDataPolicy: '/legal/personal-data-policy.pdf',
  liabilityLimitation: '/legal/liability-limitation.pdf',
});
