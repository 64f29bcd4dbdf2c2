import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { useBalance } from '../../../shared/api/member.ts';
import { useGuard } from '../../../shared/session/guard.ts';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { notify } from '../../../shared/ui/toast.tsx';
import type { TimedDraw } from '../api.ts';
import { usePhase } from '../clock.ts';
import { fromMinor, toMinor } from '../money.ts';
import type { SlipBet, SlipState } from './slip-state.ts';

/** A slip as the server takes it (the in-house and VN calls share the shape, not the picks). */
export interface PlaceBody<P> {
  gameCode: string;
  numero: string;
  bets: Array<{ pick: P; unit: string; multiplier: number }>;
}
export type PlaceMutation<P> = UseMutationResult<{ numero: string; balance: string | null }, Error, PlaceBody<P>>;

/** What differs between the screens' slips: how a bet's pick reads (and is named to remove it), and its terms. */
export interface SlipLook<P> {
  pick(bet: SlipBet<P>): ReactNode;
  pickName(bet: SlipBet<P>): string;
  terms(bet: SlipBet<P>): ReactNode;
}

export interface SlipProps<P> {
  gameCode: string;
  draw: TimedDraw | undefined;
  slip: SlipState<P>;
  token: string | null;
  look: SlipLook<P>;
  /** The screen's placing call; a hook so each copy of the slip (column, sheet) keeps its own pending state. */
  usePlace(): PlaceMutation<P>;
  /** In-house draws take bets until their cut-off; VN ones whenever a draw is current (the server decides). */
  untilCutoff: boolean;
}

/** The slip's bets (each removable), its total against the balance, and placing it on the open draw. */
export function SlipBody<P>({
  gameCode,
  draw,
  slip,
  token,
  look,
  usePlace,
  untilCutoff,
  onPlaced,
}: SlipProps<P> & { onPlaced?: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const guard = useGuard();
  const place = usePlace();
  const phase = usePhase(draw);
  const balance = useBalance();
  const main = token ? toMinor(balance.data?.main) : null;
  const short = main !== null && slip.total > main;
  const numero = draw?.current?.numero;
  const ready = untilCutoff ? phase === 'open' : Boolean(numero);

  const submit = () => {
    // Visitors see the screen; placing asks them to log in first.
    if (!guard({ allowTrial: true }) || !numero || !ready || slip.bets.length === 0) return;
    place.mutate(
      {
        gameCode,
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
        {slip.bets.map((b) => (
          <li key={b.key} className="lot-slip-bet">
            <span className="lot-slip-pick">{look.pick(b)}</span>
            <span className="lot-slip-amount num">
              {money(fromMinor(b.unit * b.multiplier))}
              <span className="lot-muted">{look.terms(b)}</span>
            </span>
            <button
              type="button"
              className="lot-remove"
              aria-label={t('lottery.remove', { pick: look.pickName(b) })}
              onClick={() => slip.remove(b.key)}
            >
              ×
            </button>
          </li>
        ))}
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
          disabled={short || !ready || place.isPending}
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
