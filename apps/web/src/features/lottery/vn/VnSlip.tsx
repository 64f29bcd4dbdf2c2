import type { TVnPick } from '@portal/contracts/lottery-vn';
import { useTranslation } from 'react-i18next';
import { useMoney, useNumbers } from '../../../shared/ui/Amount.tsx';
import type { TimedDraw } from '../api.ts';
import { MyBetsPanel, SlipLine } from '../bet/MyBetsPanel.tsx';
import type { SlipLook } from '../bet/SlipBody.tsx';
import { SlipPanel } from '../bet/SlipPanel.tsx';
import type { SlipState } from '../bet/slip-state.ts';
import { fromMinor } from '../money.ts';
import { usePlaceVnSlip, vnSlipsQuery } from './vn-api.ts';
import { vnPickText } from './vn-rules.ts';

/** The VN slip (the lottery's, on VN picks): each bet reads by its bet type and number, staked per point. */
export function VnSlipPanel({
  gameCode,
  draw,
  slip,
  token,
  odds,
}: {
  gameCode: string;
  draw: TimedDraw | undefined;
  slip: SlipState<TVnPick>;
  token: string | null;
  odds: (kind: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { multiplier } = useNumbers();
  const type = (p: TVnPick) => t(`lottery.vn.type.${p.kind}`);
  const look: SlipLook<TVnPick> = {
    pick: (b) => (
      <>
        <span className="lot-muted">{type(b.pick)}</span>
        <strong className="num">{vnPickText(b.pick)}</strong>
      </>
    ),
    pickName: (b) => `${type(b.pick)} ${vnPickText(b.pick)}`,
    terms: (b) => {
      const o = odds(b.pick.kind);
      return (
        <>
          {t('lottery.vn.pointsOf', {
            count: b.multiplier,
            amount: money(fromMinor(b.unit)),
            total: money(fromMinor(b.unit * b.multiplier)),
          })}
          {o ? ` · ${multiplier(o)}` : ''}
        </>
      );
    },
  };
  return (
    <SlipPanel
      titleId="vn-slip-title"
      gameCode={gameCode}
      draw={draw}
      slip={slip}
      token={token}
      look={look}
      usePlace={usePlaceVnSlip}
      untilCutoff={false}
    />
  );
}

/** The member's open and settled VN slips of the game. */
export function VnMyBets({ gameCode, token }: { gameCode: string; token: string | null }) {
  const { t } = useTranslation();
  return (
    <MyBetsPanel titleId="vn-mybets" token={token} query={(status) => vnSlipsQuery(gameCode, status, token)}>
      {(s) => (
        <SlipLine
          key={s.slipId}
          slip={s}
          betText={(pick) => `${t(`lottery.vn.type.${pick.kind}`)} ${vnPickText(pick)}`}
          testId="vn-slip"
        />
      )}
    </MyBetsPanel>
  );
}
