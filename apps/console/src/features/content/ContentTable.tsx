import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Toggle } from '../../shared/ui/Toggle.tsx';

export interface ContentItem {
  id: number;
  enabled: boolean;
  title: Record<string, string>;
}

/** A kind's items in their order: move up or down, switch on or off, edit, delete. */
export function ContentTable<T extends ContentItem>({
  rows,
  languages,
  lead,
  kindLabel,
  onMove,
  onToggle,
  onEdit,
  onDelete,
}: {
  rows: T[];
  languages: string[];
  lead?: (row: T) => React.ReactNode;
  kindLabel: (row: T) => string;
  onMove: (row: T, by: -1 | 1) => void;
  onToggle: (row: T, on: boolean) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <div className="empty">{t('content.empty')}</div>;
  const name = (r: T) => languages.map((l) => r.title[l]).find(Boolean) ?? Object.values(r.title)[0] ?? `#${r.id}`;
  return (
    <div className="table-wrap">
      <table className="data">
        <thead>
          <tr>
            <th>{t('content.order')}</th>
            {lead ? <th>{t('content.image')}</th> : null}
            <th>{t('content.title')}</th>
            <th>{t('content.kind')}</th>
            <th>{t('content.languages')}</th>
            <th>{t('content.shown')}</th>
            <th>
              <span className="sr-only">{t('queues.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.id} className={r.enabled ? undefined : 'muted'}>
              <td>
                <span className="order-buttons">
                  <button
                    type="button"
                    className="btn btn-ghost btn-icon btn-sm"
                    disabled={i === 0}
                    aria-label={t('content.moveUp', { name: name(r) })}
                    title={t('content.moveUp', { name: name(r) })}
                    onClick={() => onMove(r, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-icon btn-sm"
                    disabled={i === rows.length - 1}
                    aria-label={t('content.moveDown', { name: name(r) })}
                    title={t('content.moveDown', { name: name(r) })}
                    onClick={() => onMove(r, 1)}
                  >
                    ↓
                  </button>
                </span>
              </td>
              {lead ? <td>{lead(r)}</td> : null}
              <td>
                <span className="strong">{name(r)}</span>
              </td>
              <td>{kindLabel(r)}</td>
              <td className="mono">{languages.filter((l) => r.title[l]).join(' ')}</td>
              <td>
                <Toggle
                  checked={r.enabled}
                  onChange={(v) => onToggle(r, v)}
                  label={t('content.shownOf', { name: name(r) })}
                />
              </td>
              <td className="actions">
                <Button small onClick={() => onEdit(r)}>
                  {t('content.edit')}
                </Button>
                <button
                  type="button"
                  className="btn btn-ghost btn-icon btn-sm"
                  aria-label={t('content.deleteOf', { name: name(r) })}
                  title={t('content.deleteOf', { name: name(r) })}
                  onClick={() => onDelete(r)}
                >
                  <Icon name="close" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
