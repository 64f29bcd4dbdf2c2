import { type TConsoleMission, ZMissionLanguage } from '@portal/contracts/missions';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../shared/roles.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable, type Features } from '../../shared/ui/DataTable.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { missionsQuery, useSwitchMission } from './api.ts';
import { CreateMissionDialog } from './CreateMissionDialog.tsx';

const col = createColumnHelper<Features, TConsoleMission>();
const MISSION_LANGUAGES: readonly string[] = ZMissionLanguage.options;

/** The languages a mission is written in: the brand's that missions support, PT and EN always. */
export const missionLanguages = (brand: string[]) => {
  const all = ['pt', 'en', ...brand.filter((l) => l !== 'pt' && l !== 'en')];
  return all.filter((l) => MISSION_LANGUAGES.includes(l));
};

/** A brand's missions: what each asks, its reward and leaderboard score, how often it was claimed; admins add and switch. */
export default function Missions() {
  const { t } = useTranslation();
  const admin = useMay('missions.manage');
  const brand = useBrandChoice();
  const { code } = brand;
  const list = useListState([], 50);
  const query = useQuery(missionsQuery(code));
  const languages = missionLanguages(query.data?.languages ?? []);
  const toggle = useSwitchMission();
  const [creating, setCreating] = useState(false);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('id', { header: '#', meta: { label: '#', className: 'num' }, enableSorting: false }),
        col.display({
          id: 'texts',
          header: t('missions.name'),
          meta: { label: t('missions.name') },
          cell: (c) => {
            const texts = c.row.original.texts;
            const shown = languages.filter((l) => texts[l]?.name);
            return (
              <span className="mission-texts">
                {shown.length === 0 ? <span className="strong">{c.row.original.name}</span> : null}
                {shown.map((l) => (
                  <span key={l} className="mission-text" title={texts[l]?.description}>
                    <Badge tone="muted" plain>
                      {l.toUpperCase()}
                    </Badge>{' '}
                    <span className={l === shown[0] ? 'strong' : undefined}>{texts[l]?.name}</span>
                  </span>
                ))}
              </span>
            );
          },
        }),
        col.accessor('kind', {
          header: t('missions.kindLabel'),
          meta: { label: t('missions.kindLabel') },
          enableSorting: false,
          cell: (c) => (
            <Badge tone="info" plain>
              {t(`missions.kind.${c.getValue()}`)}
            </Badge>
          ),
        }),
        col.accessor('period', {
          header: t('missions.period'),
          meta: { label: t('missions.period') },
          enableSorting: false,
          cell: (c) => t(`missions.periods.${c.getValue()}`),
        }),
        col.accessor('target', {
          header: t('missions.target'),
          meta: { label: t('missions.target'), className: 'num' },
          enableSorting: false,
          cell: (c) => (c.row.original.multiple ? `${c.getValue()} × ${c.row.original.multiple}x` : c.getValue()),
        }),
        col.accessor('category', {
          header: t('missions.category'),
          meta: { label: t('missions.category') },
          enableSorting: false,
          cell: (c) => c.getValue() ?? <span className="muted">{t('missions.anyGame')}</span>,
        }),
        col.display({
          id: 'reward',
          header: t('missions.reward'),
          meta: { label: t('missions.reward'), className: 'num' },
          cell: (c) => (
            <>
              {c.row.original.rewardPoints > 0 ? `${c.row.original.rewardPoints} ${t('missions.pts')}` : null}
              {c.row.original.rewardPoints > 0 && c.row.original.rewardBonus ? ' + ' : null}
              {c.row.original.rewardBonus ? `${c.row.original.rewardBonus} ${t('missions.bonus')}` : null}
            </>
          ),
        }),
        col.accessor('score', {
          header: t('missions.score'),
          meta: { label: t('missions.score'), className: 'num' },
          enableSorting: false,
        }),
        col.accessor('claimed', {
          header: t('missions.claimed'),
          meta: { label: t('missions.claimed'), className: 'num' },
          enableSorting: false,
        }),
        col.accessor('active', {
          header: t('missions.state'),
          meta: { label: t('missions.state') },
          enableSorting: false,
          cell: (c) => (
            <Badge tone={c.getValue() ? 'ok' : 'muted'}>{t(c.getValue() ? 'missions.on' : 'missions.off')}</Badge>
          ),
        }),
        col.display({
          id: 'actions',
          header: '',
          meta: { label: t('missions.actions') },
          cell: (c) =>
            admin ? (
              <span className="row-actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() =>
                    toggle.mutate(
                      { id: c.row.original.id, active: !c.row.original.active },
                      { onError: (e) => toast(errorText(t, e), true) },
                    )
                  }
                >
                  {t(c.row.original.active ? 'missions.switchOff' : 'missions.switchOn')}
                </button>
              </span>
            ) : null,
        }),
      ]),
    [t, admin, toggle, languages],
  );
  return (
    <>
      <PageHead title={t('nav.missions')} sub={t('missions.sub')}>
        <BrandPicker choice={brand} />
        {admin ? (
          <Button variant="primary" onClick={() => setCreating(true)} disabled={!query.data}>
            <Icon name="plus" size={14} />
            {t('missions.new')}
          </Button>
        ) : null}
      </PageHead>
      <DataTable
        id="missions"
        columns={columns}
        data={query.data}
        loading={query.isPending}
        error={query.error}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        rowKey={(r) => String(r.id)}
        emptyText={t('missions.none')}
      />
      {creating && <CreateMissionDialog merchantCode={code} languages={languages} onClose={() => setCreating(false)} />}
    </>
  );
}
