import type { TRaffleDraw } from '@portal/contracts/raffle';
import { checkRaffleDraw } from '@portal/contracts/raffle-fair';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatTime } from '../../../shared/time.ts';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { DataTable } from '../../../shared/ui/DataTable.tsx';

/** Minor units of a two-decimal amount. */
const cents = (amount: string) => BigInt(amount.replace('.', ''));

/** Recomputes a draw from its revealed seed in the browser: the hash matches and the outcome is the one paid. */
export function verifyDraw(d: TRaffleDraw) {
  if (!d.serverSeed) return Promise.resolve({ ok: false as const, reason: 'hash' as const });
  const seed = { serverSeed: d.serverSeed, serverHash: d.serverHash, clientSeed: d.clientSeed, nonce: d.nonce };
  return d.kind === 'red_envelope'
    ? checkRaffleDraw(seed, {
        kind: 'red_envelope',
        min: cents(d.min ?? '0.00'),
        max: cents(d.max ?? '0.00'),
        expected: cents(d.amount),
      })
    : checkRaffleDraw(seed, { kind: 'wheel', weights: d.weights, expected: d.prizeIndex ?? -1 });
}

/** The member's latest draws, each verifiable once its seed is revealed. */
export function DrawHistory({ draws, titles }: { draws: TRaffleDraw[]; titles: Map<number, string> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useFormatTime();
  const [checked, setChecked] = useState<Record<number, boolean>>({});
  const verify = async (d: TRaffleDraw) => {
    const r = await verifyDraw(d);
    setChecked((c) => ({ ...c, [d.id]: r.ok }));
  };
  return (
    <section className="reward-section" aria-labelledby="reward-history">
      <h4 id="reward-history" className="earn-subhead" tabIndex={-1}>
        {t('reward.history.title')}
      </h4>
      {draws.length === 0 ? (
        <p className="raffle-hint">{t('reward.history.empty')}</p>
      ) : (
        <DataTable<TRaffleDraw>
          caption={t('reward.history.title')}
          className="cards"
          rowKey={(d) => d.id}
          rows={draws}
          columns={[
            { label: t('reward.history.time'), cell: (d) => when(d.createdAt) },
            {
              label: t('reward.history.kind'),
              cell: (d) =>
                titles.get(d.eventId) ?? t(d.kind === 'wheel' ? 'reward.wheel.label' : 'reward.envelope.label'),
            },
            { label: t('reward.history.amount'), cell: (d) => money(d.amount), num: true },
            {
              label: t('reward.history.proof'),
              cell: (d) =>
                d.id in checked ? (
                  <span className={checked[d.id] ? 'proof-ok' : 'proof-bad'} role="status">
                    {checked[d.id] ? `✓ ${t('reward.history.ok')}` : `✗ ${t('reward.history.bad')}`}
                  </span>
                ) : d.serverSeed ? (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={t('reward.history.verifyFor', { id: d.id })}
                    onClick={() => void verify(d)}
                  >
                    {t('reward.history.verify')}
                  </button>
                ) : (
                  <span className="raffle-hint">{t('reward.history.needsReveal')}</span>
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
