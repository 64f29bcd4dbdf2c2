import type { TLotteryGameDetail } from '@portal/contracts/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/router.tsx';
import { useSession } from '../../../shared/session/store.ts';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { familyOf, type Kind, kindsOf, pickKey } from '../picks.ts';
import { BetSlip } from './BetSlip.tsx';
import { DrawHeader } from './DrawHeader.tsx';
import { FiveDPicker } from './FiveDPicker.tsx';
import { KenoPicker } from './KenoPicker.tsx';
import { useLiveDraw } from './live-draw.ts';
import { MyBets } from './MyBets.tsx';
import { Results } from './Results.tsx';
import { StakeBar } from './StakeBar.tsx';
import { type Selection, useSelection, useSlip } from './slip-state.ts';

/**
 * The betting screen of one game: the draw on top, the bet types and pickers on the left, the slip on the right (a
 * bar and a sheet on phones), then the member's bets and the results. The draw follows the server's countdowns and
 * moves on to the next draw by itself.
 */
export function BetScreen({ game, playType }: { game: TLotteryGameDetail; playType: string | null }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const [params, setParams] = useSearchParams();
  const kinds = kindsOf(game.plays);
  const family = familyOf(game.plays);
  const asked = kinds.find((k) => k === playType);
  const [kind, setKind] = useState<Kind>(asked ?? kinds[0] ?? 'digit');
  const draw = useLiveDraw(game.gameCode, [
    ['lottery', 'opened', game.gameCode],
    ['wallet', 'lottery-slips', game.gameCode],
  ]);

  const selection = useSelection(family);
  const slip = useSlip(pickKey);
  const [unit, setUnit] = useState(1000);
  const [multiplier, setMultiplier] = useState(1);

  const pickKind = (k: Kind) => {
    setKind(k);
    const q = new URLSearchParams(params);
    q.set('playType', k);
    setParams(q, { replace: true });
  };
  const add = (picks: Selection) => {
    slip.add(picks.map((pick) => ({ pick, unit, multiplier })));
    selection.clear();
  };

  return (
    <div className="page lot-page lot-bet">
      <DrawHeader game={game} family={family} draw={draw} />
      <div className="lot-board">
        <section className="lot-picker" aria-labelledby="lot-picker-title">
          <h2 id="lot-picker-title" className="sr-only">
            {t('lottery.playTypes')}
          </h2>
          {kinds.length > 1 && (
            <Tabs
              label={t('lottery.playTypes')}
              items={kinds.map((k) => ({ id: k, label: t(`lottery.kind.${k}`) }))}
              value={kind}
              onChange={pickKind}
            />
          )}
          <p className="lot-help">{t(`lottery.kindHelp.${kind}`)}</p>
          {family === 'keno' ? (
            <KenoPicker plays={game.plays} selection={selection} />
          ) : (
            <FiveDPicker kind={kind} plays={game.plays} selection={selection} />
          )}
          <StakeBar
            game={game}
            picks={selection.picks}
            unit={unit}
            multiplier={multiplier}
            onUnit={setUnit}
            onMultiplier={setMultiplier}
            onAdd={add}
            room={slip.room}
          />
        </section>
        <BetSlip game={game} draw={draw.data} slip={slip} token={token} />
      </div>
      <div className="lot-lower">
        <MyBets game={game} family={family} token={token} />
        <Results game={game} family={family} token={token} currentDraw={draw.data} />
      </div>
    </div>
  );
}
