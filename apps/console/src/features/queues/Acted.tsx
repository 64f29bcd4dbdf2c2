import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';

/** Who acted last on a queue item, when, and the reason they gave. */
export function Acted({
  row,
}: {
  row: { actedBy: string | null; actedAt: string | null; lastAction: string | null; reason: string | null };
}) {
  const { t } = useTranslation();
  if (!row.actedBy) return <span className="muted">—</span>;
  return (
    <span className="acted" title={row.reason ?? undefined}>
      <span className="strong">{row.actedBy}</span>
      <span className="sub">
        {row.lastAction ? `${t(`action.${row.lastAction}`, { defaultValue: row.lastAction })} · ` : ''}
        {dateTime(row.actedAt)}
      </span>
      {row.reason ? <span className="sub">“{row.reason}”</span> : null}
    </span>
  );
}
