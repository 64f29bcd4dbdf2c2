import { type TConsoleMission, ZMissionLanguage } from '@portal/contracts/missions';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../shared/roles.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { columnsOf } from '../../shared/ui/columns.ts';
import { errorText } from '../../shared/ui/errors.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ListTable } from '../../shared/ui/ListTable.tsx';
import { useListState } from '../../shared/ui/list-state.ts';
import { PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { missionsQuery, useSwitchMission } from './api.ts';
import { CreateMissionDialog } from './CreateMissionDialog.tsx';

const c = columnsOf<TConsoleMission>();
const MISSION_LANGUAGES: readonly string[] = ZMissionLanguage.options;

/** The languages a mission is written in: the brand's that missions support, PT and EN always. */
export const missionLanguages = (brand: string[]) => {
  const all = ['pt', 'en', ...brand.filter((l) => l !== 'pt' && l !== 'en')];
  return all.filter((l) => MISSION_LANGUAGES.includes(l));
};

/** A mission's name in each of the brand's languages it is written in, the first strong. */
function MissionTexts({ mission, languages }: { mission: TConsoleMission; languages: string[] }) {
  const texts = mission.texts;
  const shown = languages.filter((l) => texts[l]?.name);
  return (
    <span className="mission-texts">
      {shown.length === 0 ? <span className="strong">{mission.name}</span> : null}
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
}

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
      c.columns([
        c.field('id', '#', { className: 'num' }),
        c.show('texts', t('missions.name'), (m) => <MissionTexts mission={m} languages={languages} />),
        c.field('kind', t('missions.kindLabel'), {
          cell: (v) => (
            <Badge tone="info" plain>
              {t(`missions.kind.${v}`)}
            </Badge>
          ),
        }),
        c.field('period', t('missions.period'), { cell: (v) => t(`missions.periods.${v}`) }),
        c.field('target', t('missions.target'), {
          className: 'num',
          cell: (v, m) => (m.multiple ? `${v} × ${m.multiple}x` : v),
        }),
        c.field('category', t('missions.category'), {
          cell: (v) => v ?? <span className="muted">{t('missions.anyGame')}</span>,
        }),
        c.show(
          'reward',
          t('missions.reward'),
          (m) => (
            <>
              {m.rewardPoints > 0 ? `${m.rewardPoints} ${t('missions.pts')}` : null}
              {m.rewardPoints > 0 && m.rewardBonus ? ' + ' : null}
              {m.rewardBonus ? `${m.rewardBonus} ${t('missions.bonus')}` : null}
            </>
          ),
          { className: 'num' },
        ),
        c.field('score', t('missions.score'), { className: 'num' }),
        c.field('claimed', t('missions.claimed'), { className: 'num' }),
        c.field('active', t('missions.state'), {
          cell: (v) => <Badge tone={v ? 'ok' : 'muted'}>{t(v ? 'missions.on' : 'missions.off')}</Badge>,
        }),
        c.actions(t('missions.actions'), (m) =>
          admin ? (
            <span className="row-actions">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() =>
                  toggle.mutate({ id: m.id, active: !m.active }, { onError: (e) => toast(errorText(t, e), true) })
                }
              >
                {t(m.active ? 'missions.switchOff' : 'missions.switchOn')}
              </button>
            </span>
          ) : null,
        ),
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
      <ListTable id="missions" columns={columns} list={list} query={query} emptyText={t('missions.none')} />
      {creating && <CreateMissionDialog merchantCode={code} languages={languages} onClose={() => setCreating(false)} />}
    </>
  );
}
