import type { OpBody } from '@portal/contracts/op';
import { transferOps } from '@portal/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { balanceQuery } from '../../shared/api/member.ts';
import { call } from '../../shared/api/op.ts';
import { useVendors } from '../../shared/api/system.ts';
import { useSession } from '../../shared/session/store.ts';
import { Amount, useMoney } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { confirm } from '../../shared/ui/dialogs.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { useWalletMutation } from './api.ts';

type Body = OpBody<typeof transferOps.vendorTransfer>;

/** transferFund: main wallet <-> each transfer-wallet vendor, by amount or all in / all out. */
export default function TransferFund() {
  const { t } = useTranslation();
  const money = useMoney();
  const token = useSession((s) => s.token);
  const { data: balance, isLoading } = useQuery(balanceQuery(token));
  const { data: lanes } = useVendors();
  const vendors = (lanes ?? []).flatMap((l) => l.cards).filter((c) => c.walletMode === 'transfer');
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [msg, setMsg] = useState<Record<string, string>>({});
  const move = useWalletMutation((b: Body) => call(transferOps.vendorTransfer, { body: b }));
  if (isLoading || !balance) return <Skeleton height={200} />;
  if (vendors.length === 0) return <EmptyState title={t('mc.singleWallet')} />;
  /** Every transfer is confirmed first: which way, how much (or all), between which wallets. */
  const run = async (b: Body, vendorName: string) => {
    const what = b.all ? t('money.everything') : money(b.amount ?? '0');
    const [from, to] = b.direction === 'in' ? [t('mc.mainWallet'), vendorName] : [vendorName, t('mc.mainWallet')];
    const ok = await confirm(t('money.confirmTransfer', { amount: what, from, to }), {
      title: t('money.confirmTransferTitle'),
      confirmLabel: t('money.transferNow'),
    });
    if (!ok) return;
    try {
      // One id per confirmed transfer: a resent request moves the money once.
      const r = await move.mutateAsync({ ...b, requestId: crypto.randomUUID() });
      const text = t(`mc.transfer.${r.status}`, { amount: money(r.amount) });
      setMsg({ ...msg, [b.vassalage]: text });
      if (r.status !== 'failed') void notify({ kind: r.status === 'done' ? 'success' : 'info', title: text });
      setAmounts({ ...amounts, [b.vassalage]: '' });
    } catch (e) {
      setMsg({ ...msg, [b.vassalage]: errorText(t, e) });
    }
  };
  return (
    <div className="mc-stack">
      <div className="mc-card">
        <h4>{t('mc.mainWallet')}</h4>
        <strong className="mc-big-amount">
          <Amount value={balance.main} />
        </strong>
      </div>
      <div className="mc-grid">
        {vendors.map((v) => {
          const held = balance.vendors.find((x) => x.vassalage === v.vassalage)?.balance ?? '0.00';
          const amount = amounts[v.vassalage] ?? '';
          return (
            <div className="mc-card" key={v.vassalage}>
              <h4>{v.name}</h4>
              <Amount value={held} className="num" />
              <label className="field-label" htmlFor={`tf-${v.vassalage}`}>
                {t('mc.amount')}
              </label>
              <div className="field-control">
                <input
                  id={`tf-${v.vassalage}`}
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmounts({ ...amounts, [v.vassalage]: e.target.value.replace(/[^\d.]/g, '') })}
                />
              </div>
              <div className="mc-actions">
                <Button
                  size="sm"
                  disabled={!amount || move.isPending}
                  onClick={() => void run({ vassalage: v.vassalage, direction: 'in', amount }, v.name)}
                >
                  {t('mc.transferIn')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!amount || move.isPending}
                  onClick={() => void run({ vassalage: v.vassalage, direction: 'out', amount }, v.name)}
                >
                  {t('mc.transferOut')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={move.isPending}
                  onClick={() => void run({ vassalage: v.vassalage, direction: 'in', all: true }, v.name)}
                >
                  {t('mc.allIn')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={move.isPending}
                  onClick={() => void run({ vassalage: v.vassalage, direction: 'out', all: true }, v.name)}
                >
                  {t('mc.allOut')}
                </Button>
              </div>
              {msg[v.vassalage] && (
                <p className="muted" role="status">
                  {msg[v.vassalage]}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
