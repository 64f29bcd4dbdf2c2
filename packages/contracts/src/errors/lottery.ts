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
  lottery_payout_cap: {
    code: 1256,
    http: 409,
    meaning: 'The draw is full for this brand: the slip could pay more than its remaining payout cap allows.',
  },
  lottery_vn_result_invalid: {
    code: 1260,
    http: 400,
    meaning: 'A Vietnam lottery result has the wrong count of numbers or digits for its region.',
  },
  lottery_vn_same_operator: {
    code: 1261,
    http: 409,
    meaning: 'The confirming entry of a result must come from a different operator than the first entry.',
  },
  lottery_vn_not_awaiting: {
    code: 1262,
    http: 409,
    meaning: 'This draw does not take results now (not closed yet, already drawn, or cancelled).',
  },
  lottery_vn_draw_not_found: { code: 1263, http: 404, meaning: 'No such Vietnam lottery draw.' },
  lottery_vn_odds_over_rtp: {
    code: 1264,
    http: 400,
    meaning: 'These odds would return more than the game’s published RTP.',
  },
} as const satisfies Record<string, { code: number; http: number; meaning: string }>;
