-- A win settles its round, and a settled round enters every index whose condition it now meets (its primary key, its
-- member's, and each index of settled rounds): seven entries per win. Three of them served nothing another index does
-- not serve:
-- * game_rounds_wins (win DESC, settled_at DESC, settled rounds): no query reads rounds by the size of their win (the
--   latest wins are read by settlement time, through game_rounds_settled).
-- * game_rounds_settled_time (settled_at, settled cash rounds): game_rounds_settled (settled_at, settled rounds)
--   serves the points' rounds, the contracts' figures and the reports by settlement time; every one of them reads
--   cash rounds, and the few trial rounds the wider index also holds are filtered out.
-- * game_rounds_settled_cash (member_id, settled_at DESC, settled cash rounds): game_rounds_member_settled
--   (member_id, settled_at, settled rounds) serves a team's and a member's rounds by settlement time, read either way.
DROP INDEX game_rounds_wins;
DROP INDEX game_rounds_settled_time;
DROP INDEX game_rounds_settled_cash;
