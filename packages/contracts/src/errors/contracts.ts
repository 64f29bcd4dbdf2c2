/** Errors of agent contracts and their payouts; numeric codes in the range 1150-1179. Merged into ../errors.ts. */
export const contractsErrors = {
  contract_kind_disabled: { code: 1150, http: 403, meaning: 'The brand does not run this kind of contract.' },
  contract_rate_too_high: {
    code: 1151,
    http: 400,
    meaning: 'A rate is above what the offering side holds (its own approved rate, or the brand maximum).',
  },
  contract_not_downline: { code: 1152, http: 400, meaning: 'Contracts are offered to direct downlines only.' },
  contract_exists: {
    code: 1153,
    http: 409,
    meaning: 'The downline already holds or waits on a contract of this kind at this rate or higher.',
  },
  contract_not_found: { code: 1154, http: 404, meaning: 'No such contract between you and this member.' },
  contract_state: { code: 1155, http: 409, meaning: 'The contract’s state does not allow this action.' },
  contract_tiers_invalid: {
    code: 1156,
    http: 400,
    meaning: 'Tiers must rise: each later tier needs a higher base or more active players, and no lower rate.',
  },
  contract_cycle_required: {
    code: 1157,
    http: 400,
    meaning: 'A dividend contract runs on the offering side’s own cycle; another cycle was asked for.',
  },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
