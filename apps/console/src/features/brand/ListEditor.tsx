import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';

/** An editable list of small records (app links, service paths, social links): one row of inputs per record. */
export function ListEditor<T extends Record<string, string | undefined>>({
  title,
  rows,
  columns,
  blank,
  onChange,
}: {
  title: string;
  rows: T[];
  columns: Array<{ key: keyof T & string; label: string; wide?: boolean }>;
  blank: T;
  onChange: (rows: T[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <div className="panel-head">
        <h2>{title}</h2>
        <Button small onClick={() => onChange([...rows, { ...blank }])}>
          <Icon name="plus" size={12} />
          {t('brand.addRow')}
        </Button>
      </div>
      {rows.length === 0 ? <div className="empty">{t('brand.noRows')}</div> : null}
      <div className="list-rows">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own while being edited
          <div className="list-row" key={i}>
            {columns.map((c) => (
              <input
                key={c.key}
                className={`input${c.wide ? ' grow' : ''}`}
                aria-label={`${c.label} ${i + 1}`}
                placeholder={c.label}
                value={row[c.key] ?? ''}
                onChange={(e) => onChange(rows.map((r, j) => (j === i ? { ...r, [c.key]: e.target.value } : r)))}
              />
            ))}
            <button
              type="button"
              className="btn btn-ghost btn-icon"
              aria-label={t('brand.removeRow', { n: i + 1 })}
              title={t('brand.removeRow', { n: i + 1 })}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <Icon name="close" />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
