import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { Leaderboard } from './Leaderboard.tsx';
import { MissionList } from './MissionList.tsx';
import './missions.css';

/** missionLeaderboard: the brand's missions with the member's progress, and this week's ranking by mission score. */
export default function Missions() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'missions' | 'leaderboard'>('missions');
  return (
    <div className="mc-stack ms">
      <Tabs<'missions' | 'leaderboard'>
        label={t('missions.tabs')}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'missions', label: t('missions.missions') },
          { id: 'leaderboard', label: t('missions.leaderboard') },
        ]}
      />
      {tab === 'missions' ? <MissionList /> : <Leaderboard />}
    </div>
  );
}
