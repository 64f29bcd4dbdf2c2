/** Errors of the lottery (our own draws, bets and settlement); numeric codes in the range 1250-1299. Merged into ../errors.ts. */
export const lotteryErrors = {
  lottery_game_not_found: { code: 1250, http: 404, meaning: 'No such lottery game at this brand.' },
  lottery_draw_closed: {
    code: 1251,
    http: 409,
    meaning: 'This draw no longer takes bets (its cut-off passed) or is not the one open now.',
  },
  lottery_pick_invalid: { code: 1252, http: 400, meaning: 'A bet picks something this game does not offer.' },
  lottery_bet_below_min: { code: 1253, http: 400, meaning: 'A bet is below the game’s minimum amount.' },
  lottery_bet_above_max: { code: 1254, http: 400, meaning: 'A bet is above the game’s maximum amount.' },
  lottery_bet_refused: {
    code: 1255,
    http: 409,
    meaning: 'The wallet did not take the slip (for example the session ended); nothing was charged.',
  },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
