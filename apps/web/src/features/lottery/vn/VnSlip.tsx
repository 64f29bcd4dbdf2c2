import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { useBalance } from '../../../shared/api/member.ts';
import { useGuard } from '../../../shared/session/guard.ts';
import { Amount, useMoney } from '../../../shared/ui/Amount.tsx';
import { QueryView } from '../../../shared/ui/DataTable.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { EmptyState } from '../../../shared/ui/States.tsx';
import { notify } from '../../../shared/ui/toast.tsx';
import type { TimedDraw } from '../api.ts';
import { MemberOnly } from '../bet/MemberOnly.tsx';
import { SLIP_MAX } from '../bet/slip-state.ts';
import { usePhase } from '../clock.ts';
import { fromMinor, toMinor } from '../money.ts';
import type { VnSlipBet } from './VnBetPanel.tsx';
import { type TVnSlip, usePlaceVnSlip, vnSlipsQuery } from './vn-api.ts';
import { vnPickKey, vnPickText } from './vn-rules.ts';

/** The VN slip: one bet per pick (adding it again replaces its stake), at most 50. */
export function useVnSlip() {
  const [bets, setBets] = useState<readonly VnSlipBet[]>([]);
  const add = useCallback((items: ReadonlyArray<Omit<VnSlipBet, 'key'>>) => {
    setBets((prev) => {
      const next = [...prev];
      for (const it of items) {
        const key = vnPickKey(it.pick);
        const at = next.findIndex((b) => b.key === key);
        if (at >= 0) next[at] = { ...it, key };
        else if (next.length < SLIP_MAX) next.push({ ...it, key });
      }
      return next;
    });
  }, []);
  const remove = useCallback((key: string) => setBets((prev) => prev.filter((b) => b.key !== key)), []);
  const clear = useCallback(() => setBets([]), []);
  const total = bets.reduce((a, b) => a + b.unit * b.points, 0);
  return { bets, add, remove, clear, total, room: SLIP_MAX - bets.length };
}
export type VnSlipState = ReturnType<typeof useVnSlip>;

interface SlipProps {
  gameCode: string;
  draw: TimedDraw | undefined;
  slip: VnSlipState;
  token: string | null;
  odds: (kind: string) => string | undefined;
}

/** The slip beside the picker on desktop; on a phone a sticky bar whose button opens it as a sheet. */
export function VnSlipPanel(props: SlipProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [sheet, setSheet] = useState(false);
  const { slip } = props;
  return (
    <>
      <aside className="lot-slip" aria-labelledby="vn-slip-title">
        <h2 id="vn-slip-title" className="lot-slip-title">
          {t('lottery.slip')}
          {slip.bets.length > 0 && <span className="lot-count">{slip.bets.length}</span>}
        </h2>
        <VnSlipBody {...props} />
      </aside>
      <div className="lot-slipbar">
        <span className="lot-slipbar-sum">
          <span className="lot-count">{slip.bets.length}</span>
          <span className="num">{money(fromMinor(slip.total))}</span>
        </span>
        <button
          type="button"
          className="btn btn-accent btn-md"
          aria-label={t('lottery.openSlip')}
          aria-haspopup="dialog"
          onClick={() => setSheet(true)}
        >
          {t('lottery.slip')}
        </button>
      </div>
      {sheet && (
        <Modal title={t('lottery.slip')} onClose={() => setSheet(false)} size="sm">
          <VnSlipBody {...props} onPlaced={() => setSheet(false)} />
        </Modal>
      )}
    </>
  );
}

function VnSlipBody({ gameCode, draw, slip, token, odds, onPlaced }: SlipProps & { onPlaced?: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const guard = useGuard();
  const place = usePlaceVnSlip();
  const phase = usePhase(draw);
  const balance = useBalance();
  const main = token ? toMinor(balance.data?.main) : null;
  const short = main !== null && slip.total > main;
  const numero = draw?.current?.numero;

  const submit = () => {
    // Visitors see everything; placing asks them to log in first.
    if (!guard({ allowTrial: true }) || !numero || slip.bets.length === 0) return;
    place.mutate(
      {
        gameCode,
        numero,
        bets: slip.bets.map((b) => ({ pick: b.pick, unit: fromMinor(b.unit), multiplier: b.points })),
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
          const name = `${t(`lottery.vn.type.${b.pick.kind}`)} ${vnPickText(b.pick)}`;
          const o = odds(b.pick.kind);
          return (
            <li key={b.key} className="lot-slip-bet">
              <span className="lot-slip-pick">
                <span className="lot-muted">{t(`lottery.vn.type.${b.pick.kind}`)}</span>
                <strong className="num">{vnPickText(b.pick)}</strong>
              </span>
              <span className="lot-slip-amount num">
                {money(fromMinor(b.unit * b.points))}
                <span className="lot-muted">
                  {t('lottery.vn.pointsOf', { count: b.points, amount: money(fromMinor(b.unit)) })}
                  {o ? ` · ×${o}` : ''}
                </span>
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
          disabled={short || !numero || place.isPending}
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

/** The member's open and settled VN slips of the game. */
export function VnMyBets({ gameCode, token }: { gameCode: string; token: string | null }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  const slips = useQuery({
    ...vnSlipsQuery(gameCode, status, token),
    refetchInterval: (q) => (status === 'open' && q.state.data?.list.length ? 5000 : false),
  });
  return (
    <section className="lot-panel" aria-labelledby="vn-mybets">
      <div className="lot-panel-head">
        <h2 id="vn-mybets">{t('lottery.myBets')}</h2>
        <div className="lot-seg">
          {(['open', 'settled'] as const).map((s) => (
            <button key={s} type="button" aria-pressed={status === s} onClick={() => setStatus(s)}>
              {t(s === 'open' ? 'lottery.openBets' : 'lottery.settledBets')}
            </button>
          ))}
        </div>
      </div>
      <MemberOnly token={token}>
        <QueryView query={slips} height={120}>
          {(page) =>
            page.list.length === 0 ? (
              <EmptyState title={t('lottery.noBets')} />
            ) : (
              <ul className="lot-slips">
                {page.list.map((s) => (
                  <VnSlipLine key={s.slipId} slip={s} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </MemberOnly>
    </section>
  );
}

function VnSlipLine({ slip }: { slip: TVnSlip }) {
  const { t } = useTranslation();
  const won = slip.win !== null && Number(slip.win) > 0;
  return (
    <li className="lot-slipline" data-testid="vn-slip">
      <div className="lot-slipline-head">
        <strong>{t('lottery.drawNo', { numero: slip.numero })}</strong>
        <span className={`lot-status lot-status-${slip.status}`}>{t(`lottery.status.${slip.status}`)}</span>
      </div>
      <div className="lot-slipline-picks">
        {slip.bets.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slip's bets keep their order
          <span key={i} className={`lot-tag${b.payout !== null && Number(b.payout) > 0 ? ' lot-tag-win' : ''}`}>
            {t(`lottery.vn.type.${b.pick.kind}`)} {vnPickText(b.pick)} · <Amount value={b.amount} />
          </span>
        ))}
      </div>
      <div className="lot-slipline-foot">
        <span className="num">
          <Amount value={slip.total} />
        </span>
        {slip.status === 'settled' && (
          <span className={won ? 'win' : 'lot-muted'}>
            {won ? `${t('lottery.won')} ` : t('lottery.lost')}
            {won && <Amount value={slip.win ?? '0'} />}
          </span>
        )}
      </div>
    </li>
  );
}
