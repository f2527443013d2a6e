/** Accounts the e2e run relies on: the seeded demo, and one the operator CLI creates expired. */
export const E2E_ACCOUNTS = Object.freeze({
  demo: { email: 'demo@marketpult.ru', password: 'demo1234' },
  expired: {
    email: 'expired@marketpult.test',
    password: 'Expired-2020-pass',
    until: '2020-01-01',
  },
});
