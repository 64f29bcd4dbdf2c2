/** Errors of promotions and their bonuses; numeric codes in the range 1200-1249. Merged into ../errors.ts. */
export const promotionsErrors = {
  promotion_not_found: { code: 1200, http: 404, meaning: 'No such promotion on this site.' },
  promotion_not_open: {
    code: 1201,
    http: 409,
    meaning: 'The promotion is not running now (not started, paused or ended).',
  },
  promotion_not_eligible: {
    code: 1202,
    http: 403,
    meaning: 'This promotion is for other players (new players or VIP levels).',
  },
  promotion_already_joined: {
    code: 1203,
    http: 409,
    meaning: 'The member already takes part in this promotion (this period).',
  },
  promotion_nothing_to_claim: { code: 1204, http: 409, meaning: 'Nothing of this promotion is due to claim now.' },
  promotion_wrong_action: {
    code: 1205,
    http: 400,
    meaning: 'This promotion does not take this action (join, apply or claim by its mechanism).',
  },
  promotion_already_applied: {
    code: 1206,
    http: 409,
    meaning: 'An application to this promotion is under review or decided.',
  },
  application_decided: { code: 1207, http: 409, meaning: 'The application was already approved or rejected.' },
  application_amount_too_high: {
    code: 1208,
    http: 400,
    meaning: 'The amount is above the most this promotion pays (value.max).',
  },
  bonus_not_found: { code: 1209, http: 404, meaning: 'No such bonus of this member.' },
  bonus_not_active: { code: 1210, http: 409, meaning: 'The bonus was already released, expired or forfeited.' },
  turnover_open: {
    code: 1211,
    http: 403,
    meaning: 'A bonus’s turnover is not met yet: withdraw after it is met or the bonus is forfeited (value.remaining).',
  },
  promotion_state: { code: 1212, http: 409, meaning: 'The promotion’s status does not allow this change.' },
  promotion_code_taken: { code: 1213, http: 409, meaning: 'Another promotion of this brand has this code.' },
  promotion_texts_required: {
    code: 1214,
    http: 400,
    meaning: 'The promotion needs its title in the brand’s default language.',
  },
  rebate_nothing_to_claim: {
    code: 1215,
    http: 409,
    meaning: 'No rebate has accrued since the last claim (valid bets at a rate above 0 earn it).',
  },
  rebate_level_unknown: { code: 1216, http: 400, meaning: 'The brand has no VIP level with this rankLevel.' },
  referral_off: { code: 1217, http: 403, meaning: 'The brand does not run the referral programme now.' },
  bonus_not_held: {
    code: 1218,
    http: 409,
    meaning: 'The bonus is not held for review (already released or cancelled).',
  },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
