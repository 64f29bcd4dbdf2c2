import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { balanceQuery } from '../../shared/api/member.ts';
import { useBrand, useVendors } from '../../shared/api/system.ts';
import { useSession } from '../../shared/session/store.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { EmptyState, Skeleton } from '../../shared/ui/States.tsx';
import { useWalletMutation } from './api.ts';

type Body = { vassalage: string; direction: 'in' | 'out'; amount?: string; all?: boolean };

/** transferFund: main wallet <-> each transfer-wallet vendor, by amount or all in / all out. */
export default function TransferFund() {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useSession((s) => s.token);
  const { data: balance, isLoading } = useQuery(balanceQuery(token));
  const { data: lanes } = useVendors();
  const vendors = (lanes ?? []).flatMap((l) => l.cards).filter((c) => c.walletMode === 'transfer');
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [msg, setMsg] = useState<Record<string, string>>({});
  const move = useWalletMutation((b: Body) =>
    api<{ status: string; amount: string }>('POST', '/wps/relay/GCS_walletTransfer', { body: b }),
  );
  if (isLoading || !balance) return <Skeleton height={200} />;
  if (vendors.length === 0) return <EmptyState title={t('mc.singleWallet')} />;
  const run = async (b: Body) => {
    try {
      const r = await move.mutateAsync(b);
      setMsg({ ...msg, [b.vassalage]: t(`mc.transfer.${r.status}`, { amount: r.amount }) });
    } catch (e) {
      setMsg({ ...msg, [b.vassalage]: errorText(t, e) });
    }
  };
  return (
    <div className="mc-stack">
      <div className="mc-card">
        <h4>{t('mc.mainWallet')}</h4>
        <strong className="num" style={{ fontSize: 22 }}>
          <Amount value={balance.main} symbol={brand?.currencySymbol} />
        </strong>
      </div>
      <div className="mc-grid">
        {vendors.map((v) => {
          const held = balance.vendors.find((x) => x.vassalage === v.vassalage)?.balance ?? '0.00';
          const amount = amounts[v.vassalage] ?? '';
          return (
            <div className="mc-card" key={v.vassalage}>
              <h4>{v.name}</h4>
              <Amount value={held} symbol={brand?.currencySymbol} className="num" />
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
                  onClick={() => void run({ vassalage: v.vassalage, direction: 'in', amount })}
                >
                  {t('mc.transferIn')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!amount || move.isPending}
                  onClick={() => void run({ vassalage: v.vassalage, direction: 'out', amount })}
                >
                  {t('mc.transferOut')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={move.isPending}
                  onClick={() => void run({ vassalage: v.vassalage, direction: 'in', all: true })}
                >
                  {t('mc.allIn')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={move.isPending}
                  onClick={() => void run({ vassalage: v.vassalage, direction: 'out', all: true })}
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
