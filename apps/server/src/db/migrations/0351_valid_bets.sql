-- What a valid bet is, defined once (docs/decisions.md, "What a valid bet is"). Every give-back and report reads
-- these two views instead of game_rounds: the points job, the missions job, the rebate (and the wheel's tickets),
-- bonus turnover, the agents' salaries and dividends, the team reports and the console's reports.
--
-- settled_cash_rounds: the rounds that are over and were played with real money (not open, not rolled back, not fun
-- money), each with its game family (the game's type; a round of no catalogued game is RNG) and its valid bet: the
-- stake, when there was one and the payout differs from it. A payout equal to the stake is a push (a Mines round
-- cashed out before any reveal, a tie): the money came back, nothing was risked, so its valid bet is 0. A module that
-- weights families (points and rebate rates per product, a bonus's turnover weights) applies its weights to
-- (family, valid_bet); one that does not (salaries, reports) sums valid_bet.
--
-- valid_bets: the settled cash rounds whose valid bet is above 0, the rounds a give-back may reward.
--
-- Both are plain views: PostgreSQL folds them into each query, so the partial indexes of settled rounds
-- (game_rounds_settled, game_rounds_member_settled) still serve the reads, and the join to games is dropped where the
-- family is not read. A later migration that changes a column they read drops and recreates them.
CREATE VIEW settled_cash_rounds AS
  SELECT r.provider, r.round_id, r.member_id, r.node_id, COALESCE(g.game_type, 'RNG') AS family, r.bet, r.win,
    CASE WHEN r.bet > 0 AND r.win <> r.bet THEN r.bet ELSE 0 END AS valid_bet, r.created_at, r.settled_at
  FROM game_rounds r LEFT JOIN games g ON g.node_id = r.node_id
  WHERE r.status = 'settled' AND r.asset = 'CASH';

CREATE VIEW valid_bets AS
  SELECT provider, round_id, member_id, node_id, family, bet, win, valid_bet, created_at, settled_at
  FROM settled_cash_rounds WHERE valid_bet > 0;
