import type { TChannelRow } from '@portal/contracts/console-channels';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { ChannelDialog } from './ChannelDialog.tsx';
import { channelsQuery } from './channels-api.ts';

/** The brand's deposit channels as the cashier offers them (in order), on and off, each opened to edit. */
export function ChannelsTab({ code }: { code: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery(channelsQuery(code));
  const [open, setOpen] = useState<{ row: TChannelRow | null } | null>(null);
  if (list.error) return <Failed error={list.error} retry={() => void list.refetch()} />;
  if (!list.data) return <Loading />;
  const rows = list.data;
  const nextSort = rows.reduce((m, r) => Math.max(m, r.sort + 1), 0);
  return (
    <>
      <div className="toolbar">
        <p className="muted grow">{t('channels.hint')}</p>
        <Button variant="primary" onClick={() => setOpen({ row: null })}>
          <Icon name="plus" size={14} />
          {t('channels.add')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <div className="empty">{t('channels.none')}</div>
      ) : (
        <div className="table-wrap">
          <table className="data">
            <caption className="sr-only">{t('channels.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('channels.field.sort')}</th>
                <th scope="col">{t('channels.field.name')}</th>
                <th scope="col">{t('channels.field.kind')}</th>
                <th scope="col" className="num">
                  {t('channels.limits')}
                </th>
                <th scope="col">{t('channels.account')}</th>
                <th scope="col">{t('channels.state')}</th>
                <th scope="col">
                  <span className="sr-only">{t('queues.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="num">{r.sort}</td>
                  <td>
                    <span className="strong">{r.name}</span> <span className="muted mono">{r.code}</span>
                  </td>
                  <td>
                    <Badge plain>{t(`channels.kind.${r.kind}`)}</Badge>
                  </td>
                  <td className="num">
                    {money(r.minAmount)} – {money(r.maxAmount)}
                  </td>
                  <td>
                    {r.kind === 'manual' ? (
                      r.bank?.accountNo ? (
                        `${r.bank.bankName} · ${r.bank.accountNo}`
                      ) : (
                        <span className="muted">{t('channels.noAccount')}</span>
                      )
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                  <td>
                    <Badge tone={r.enabled ? 'ok' : 'muted'}>{r.enabled ? t('channels.on') : t('channels.off')}</Badge>
                  </td>
                  <td className="actions">
                    <Button
                      small
                      onClick={() => setOpen({ row: r })}
                      aria-label={t('channels.editTitle', { name: r.name })}
                    >
                      {t('channels.edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open ? (
        <ChannelDialog
          code={code}
          row={open.row}
          nextSort={nextSort}
          onClose={() => setOpen(null)}
          onDone={() => void client.invalidateQueries({ queryKey: ['brand-channels', code] })}
        />
      ) : null}
    </>
  );
}
