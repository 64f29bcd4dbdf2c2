import type { TLotteryGameDetail } from '@portal/contracts/lottery';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { useBalance } from '../../../shared/api/member.ts';
import { useGuard } from '../../../shared/session/guard.ts';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { notify } from '../../../shared/ui/toast.tsx';
import { type TimedDraw, usePlaceSlip } from '../api.ts';
import { usePhase } from '../clock.ts';
import { fromMinor, toMinor } from '../money.ts';
import { useOdds } from '../odds.ts';
import { type Family, topOdds } from '../picks.ts';
import { pickText } from '../texts.ts';
import type { SlipState } from './slip-state.ts';

/** The slip's bets (each removable), its total against the balance, and placing it on the open draw. */
export function SlipBody({
  game,
  draw,
  slip,
  token,
  onPlaced,
}: {
  game: TLotteryGameDetail;
  family: Family;
  draw: TimedDraw | undefined;
  slip: SlipState;
  token: string | null;
  onPlaced?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatOdds = useOdds();
  const guard = useGuard();
  const place = usePlaceSlip();
  const phase = usePhase(draw);
  const balance = useBalance();
  const main = token ? toMinor(balance.data?.main) : null;
  const short = main !== null && slip.total > main;
  const numero = draw?.current?.numero;

  const submit = () => {
    // Visitors see the screen; placing asks them to log in first.
    if (!guard({ allowTrial: true }) || !numero || phase !== 'open' || slip.bets.length === 0) return;
    place.mutate(
      {
        gameCode: game.gameCode,
        numero,
        bets: slip.bets.map((b) => ({ pick: b.pick, unit: fromMinor(b.unit), multiplier: b.multiplier })),
      },
      {
        onSuccess: (placed) => {
          slip.clear();
          onPlaced?.();
          void notify({
            kind: 'success',
            title: t('lottery.placed', { numero: placed.numero }),
            description: placed.balance ? t('lottery.balanceAfter', { amount: money(placed.balance) }) : undefined,
          });
        },
      },
    );
  };

  if (slip.bets.length === 0)
    return (
      <div className="lot-slip-body">
        <p className="lot-muted lot-slip-empty">{t('lottery.slipEmpty')}</p>
      </div>
    );
  return (
    <div className="lot-slip-body">
      <ul className="lot-slip-list">
        {slip.bets.map((b) => {
          const name = pickText(t, b.pick);
          return (
            <li key={b.key} className="lot-slip-bet">
              <span className="lot-slip-pick">
                <span className="lot-muted">{t(`lottery.kind.${b.pick.kind}`)}</span>
                <strong>{name}</strong>
              </span>
              <span className="lot-slip-amount num">
                {money(fromMinor(b.unit * b.multiplier))}
                <span className="lot-muted">×{formatOdds(topOdds(game.plays, b.pick) ?? '')}</span>
              </span>
              <button
                type="button"
                className="lot-remove"
                aria-label={t('lottery.remove', { pick: name })}
                onClick={() => slip.remove(b.key)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <dl className="lot-slip-total">
        <div>
          <dt>{t('lottery.bets')}</dt>
          <dd className="num">{slip.bets.length}</dd>
        </div>
        <div>
          <dt>{t('lottery.total')}</dt>
          <dd className="num">
            <strong>{money(fromMinor(slip.total))}</strong>
          </dd>
        </div>
      </dl>
      {short && (
        <p className="lot-error" role="alert">
          {t('lottery.notEnough')}
        </p>
      )}
      {phase === 'closed' && <p className="lot-warn">{t('lottery.closedWait')}</p>}
      {place.isError && (
        <p className="lot-error" role="alert">
          {errorText(t, place.error)}
        </p>
      )}
      <div className="lot-slip-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={slip.clear}>
          {t('lottery.clearSlip')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-lg lot-place"
          disabled={short || phase !== 'open' || place.isPending}
          aria-busy={place.isPending || undefined}
          onClick={submit}
        >
          {place.isPending && <span className="spinner" aria-hidden="true" />}
          {t('lottery.place')}
        </button>
      </div>
    </div>
  );
}
