/** Errors of the games area; numeric codes in the range 900-999. Merged into the one taxonomy in ../errors.ts. */
export const gamesErrors = {
  launch_mode_invalid: { code: 727, http: 400, meaning: 'Launch needs launchMode GLS (a game) or LOTT (the lottery).' },
  game_not_found: { code: 901, http: 404, meaning: 'No such game for this brand.' },
  game_maintenance: { code: 902, http: 503, meaning: 'The game or its vendor is under maintenance.' },
  ticket_invalid: { code: 903, http: 401, meaning: 'The game ticket is unknown or expired.' },
  bet_invalid: { code: 904, http: 400, meaning: 'The bet is below the minimum or not allowed.' },
  round_not_open: { code: 905, http: 409, meaning: 'The round is already over.' },
  wallet_unreachable: {
    code: 906,
    http: 502,
    meaning: 'The game could not reach the seamless-wallet API (nothing was charged); try again.',
  },
  fair_seed_changed: {
    code: 907,
    http: 409,
    meaning:
      'The member’s provably fair seed pair was rotated by another request at that moment; this one revealed and decided nothing. Read the new pair and try again.',
  },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
