import type { TLotteryGameDetail } from '@portal/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { slipsQuery } from '../api.ts';
import { Balls } from '../Balls.tsx';
import type { Family, Pick } from '../picks.ts';
import { pickText } from '../texts.ts';
import { MyBetsPanel, SlipLine } from './MyBetsPanel.tsx';

/** Which balls of a result a slip's picks hit: keno its numbers drawn; 5D the positions its digit bets got. */
export function hitIndexes(picks: readonly Pick[], result: readonly number[]): Set<number> {
  const hits = new Set<number>();
  for (const p of picks) {
    if (p.kind === 'keno')
      result.forEach((r, i) => {
        if (p.numbers.includes(r)) hits.add(i);
      });
    if (p.kind === 'digit' && result[p.position - 1] === p.digit) hits.add(p.position - 1);
  }
  return hits;
}

/** The member's slips of this game, with the numbers drawn and those their picks hit. */
export function MyBets({ game, family, token }: { game: TLotteryGameDetail; family: Family; token: string | null }) {
  const { t } = useTranslation();
  return (
    <MyBetsPanel titleId="lot-mybets" token={token} query={(status) => slipsQuery(game.gameCode, status, token)}>
      {(s) => (
        <SlipLine
          key={s.slipId}
          slip={s}
          betText={(pick) => pickText(t, pick)}
          showPlaced
          balls={
            s.result && (
              <Balls
                numbers={s.result}
                family={family}
                size="sm"
                hits={hitIndexes(
                  s.bets.map((b) => b.pick),
                  s.result,
                )}
              />
            )
          }
        />
      )}
    </MyBetsPanel>
  );
}
