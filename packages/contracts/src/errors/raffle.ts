/** Errors of the rewards centre's red envelopes and wheels; numeric codes in the range 1300-1329. Merged into ../errors.ts. */
export const raffleErrors = {
  raffle_not_found: { code: 1300, http: 404, meaning: 'No such red envelope or wheel on this site.' },
  raffle_not_running: {
    code: 1301,
    http: 409,
    meaning: 'The event is not running now (switched off, not started or ended).',
  },
  raffle_not_eligible: { code: 1302, http: 403, meaning: 'This event is for members of a higher VIP level.' },
  raffle_already_claimed: { code: 1303, http: 409, meaning: 'The member already opened this red envelope.' },
  raffle_no_tickets: {
    code: 1304,
    http: 409,
    meaning: 'No wheel ticket left: deposits and valid bets since the event started earn them.',
  },
  raffle_pool_empty: {
    code: 1305,
    http: 409,
    meaning:
      'The event’s prize pool cannot pay its largest prize now, so nothing was drawn and nothing was taken. Try again later.',
  },
  raffle_request_reused: {
    code: 1306,
    http: 409,
    meaning: 'This requestId was used for another event: send a new one.',
  },
  raffle_kind_fixed: {
    code: 1307,
    http: 400,
    meaning: 'An event keeps its kind (red envelope or wheel) once created.',
  },
  raffle_title_required: {
    code: 1308,
    http: 400,
    meaning: 'The event needs its title in the brand’s default language.',
  },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
