// The paths of the calls the portal makes before its first screen shows, kept apart from their operations (which
// carry zod schemas) so the first load ships no zod. Each operation spreads its entry here; the portal calls it with
// `call<typeof xOps.name>(FIRST_LOAD.name)`, typed from the operation all the same.
export const FIRST_LOAD = {
  memberInfo: { method: 'GET', path: '/wps/member/info' },
  balance: { method: 'GET', path: '/wps/v2/wallets/balance' },
} as const;
