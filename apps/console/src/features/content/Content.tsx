import { bannerGroups, type TAnnouncementRow, type TBannerRow, type THelpRow } from '@portal/contracts/console-brand';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Failed, Loading, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { contentQuery, type Kind, removeItem, reorder, setItemEnabled } from './api.ts';
import { BannerDialog } from './BannerDialog.tsx';
import { type ContentItem, ContentTable } from './ContentTable.tsx';
import { TextDialog } from './TextDialog.tsx';
import '../../shared/theme/brand-content.css';

const KINDS: Kind[] = ['banners', 'announcements', 'help'];
type Open = { edit: ContentItem | null } | { remove: ContentItem } | null;

/** Banners, announcements and help articles of a brand (admin and support); the portal shows changes on its next load. */
export default function Content() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const brand = useBrandChoice();
  const { code } = brand;
  const [kind, setKind] = useState<Kind>('banners');
  const [group, setGroup] = useState<string>('w_home');
  const [open, setOpen] = useState<Open>(null);
  const list = useQuery(contentQuery(code, kind));
  const refresh = () => client.invalidateQueries({ queryKey: ['content', code, kind] });
  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (e) {
      toast(errorText(t, e), true);
    }
    await refresh();
  };

  const all = (list.data?.rows ?? []) as ContentItem[];
  const rows = kind === 'banners' ? all.filter((r) => (r as TBannerRow).groupName === group) : all;
  const languages = list.data?.languages ?? [];
  const move = (row: ContentItem, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    const i = ids.indexOf(row.id);
    const j = i + by;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
    void act(() => reorder(code, kind, ids));
  };
  const label = (r: ContentItem) =>
    kind === 'banners'
      ? t(`content.groups.${(r as TBannerRow).groupName}`, { defaultValue: (r as TBannerRow).groupName })
      : kind === 'announcements'
        ? t(`content.types.${(r as TAnnouncementRow).type}`)
        : (r as THelpRow).category;

  return (
    <>
      <PageHead title={t('nav.content')} sub={t('content.sub')}>
        <BrandPicker choice={brand} />
        <Button variant="primary" onClick={() => setOpen({ edit: null })} disabled={!list.data}>
          <Icon name="plus" size={14} />
          {t(`content.new.${kind}`)}
        </Button>
      </PageHead>
      <div className="panel">
        <div className="tabs" role="tablist" aria-label={t('nav.content')}>
          {KINDS.map((k) => (
            <button type="button" role="tab" key={k} aria-selected={kind === k} onClick={() => setKind(k)}>
              {t(`content.kinds.${k}`)}
            </button>
          ))}
        </div>
        {kind === 'banners' ? (
          <div className="panel-head">
            <label htmlFor="banner-group-filter" className="muted">
              {t('content.group')}
            </label>
            <select
              id="banner-group-filter"
              className="select"
              value={group}
              onChange={(e) => setGroup(e.target.value)}
            >
              {bannerGroups.map((g) => (
                <option key={g} value={g}>
                  {t(`content.groups.${g}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {list.error ? <Failed error={list.error} retry={() => void list.refetch()} /> : null}
        {list.isPending ? (
          <Loading />
        ) : (
          <ContentTable
            rows={rows}
            languages={languages}
            lead={
              kind === 'banners'
                ? (r) => <img className="content-thumb" src={(r as unknown as TBannerRow).url} alt="" loading="lazy" />
                : undefined
            }
            kindLabel={label}
            onMove={move}
            onToggle={(r, on) => void act(() => setItemEnabled(code, kind, r.id, on))}
            onEdit={(r) => setOpen({ edit: r })}
            onDelete={(r) => setOpen({ remove: r })}
          />
        )}
      </div>
      {open && 'edit' in open && kind === 'banners' ? (
        <BannerDialog
          code={code}
          row={open.edit as TBannerRow | null}
          group={group}
          languages={languages}
          onClose={() => setOpen(null)}
          onDone={refresh}
        />
      ) : null}
      {open && 'edit' in open && kind !== 'banners' ? (
        <TextDialog
          code={code}
          kind={kind}
          row={open.edit as TAnnouncementRow | THelpRow | null}
          languages={languages}
          onClose={() => setOpen(null)}
          onDone={refresh}
        />
      ) : null}
      {open && 'remove' in open ? (
        <DecisionDialog
          title={t('content.deleteTitle')}
          confirmLabel={t('content.delete')}
          variant="danger"
          reason="none"
          facts={<p className="muted">{t('content.deleteWhat')}</p>}
          onConfirm={async () => {
            await removeItem(code, kind, open.remove.id);
            await refresh();
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
