import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../shared/api/member.ts';
import { useSession } from '../../shared/session/store.ts';
import { useFormatTime } from '../../shared/time.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { Skeleton } from '../../shared/ui/States.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { historyQuery, rankQuery } from './api.ts';
import { recordLine } from './record-line.ts';

/** Each section's mark in the phone's list. */
export const SECTION_ICON: Record<string, string> = {
  securityCenter: 'shield',
  transferFund: 'swap',
  depositv2: 'arrowDown',
  withdraw: 'arrowUp',
  transferUpline: 'team',
  personalHistoryCopy: 'slot',
  transactionHistory: 'list',
  personalProfit: 'chart',
  bonusDetails: 'gift',
  rewardCenter: 'trophy',
  referral: 'share',
  contractRequests: 'doc',
  missionLeaderboard: 'flag',
  messageV2: 'mail',
  feedback: 'chat',
  manualRebate: 'percent',
  playerRank: 'crown',
};

/** The shortcuts under the balance, those of them the brand shows. */
const SHORTCUTS = ['depositv2', 'withdraw', 'personalHistoryCopy', 'transactionHistory', 'messageV2'] as const;

/** How many account-record lines the overview shows. */
export const RECENT_LINES = 3;

/**
 * The member centre's first screen on a phone: the balances, the VIP level and the way to the next, the last few
 * account-record lines, shortcuts, then every section as a row that opens it as its own screen.
 */
export function Overview({
  sections,
  badges,
  onOpen,
}: {
  sections: readonly string[];
  badges: Partial<Record<string, ReactNode>>;
  onOpen: (page: string) => void;
}) {
  const { t } = useTranslation();
  const time = useFormatTime();
  const language = useSession((s) => s.language);
  const hidden = useUi((s) => s.balanceHidden);
  const balance = useBalance();
  const rank = useQuery(rankQuery(language));
  const history = useQuery(historyQuery({ type: 'all', pageNo: 1 }));
  const on = (p: string) => sections.includes(p);
  const recent = history.data?.list.slice(0, RECENT_LINES) ?? [];
  const r = rank.data;
  const percent = r ? Math.round(r.progress * 100) : 0;
  return (
    <div className="mc-home">
      <section className="mc-home-wallet" aria-labelledby="mc-home-balance">
        <div>
          <span className="mc-home-caption" id="mc-home-balance">
            {t(balance.data?.fun ? 'header.funBalance' : 'header.balance')}
          </span>
          {balance.data ? (
            <Amount value={balance.data.sumBalance} hidden={hidden} className="mc-home-amount" />
          ) : (
            <Skeleton height={28} />
          )}
        </div>
        <div>
          <span className="mc-home-caption">{t('mc.home.bonus')}</span>
          {balance.data ? (
            <Amount value={balance.data.bonus} hidden={hidden} className="mc-home-amount mc-home-amount-small" />
          ) : (
            <Skeleton height={22} />
          )}
        </div>
      </section>

      {r && r.levels.length > 0 && on('playerRank') && (
        <button type="button" className="mc-home-vip" onClick={() => onOpen('playerRank')}>
          <span className="mc-home-vip-head">
            <span className="mc-home-caption">{t('vip.currentLevel')}</span>
            {r.current ? (
              // The level's colour as a mark beside its name: the name itself stays in the text colour (readable on both
              // themes whatever colours the brand gave its levels).
              <strong className="mc-home-level">
                <span className="mc-home-level-mark" style={{ background: r.current.color2 }} aria-hidden="true" />
                {`V${r.current.rankLevel} · ${r.current.labelName}`}
              </strong>
            ) : (
              <strong>{t('vip.noLevel')}</strong>
            )}
            <Icon name="chevron" size={18} />
          </span>
          {r.next ? (
            <span className="mc-home-vip-progress">
              <span className="mc-home-vip-line">
                <span>{t('vip.toNext', { level: r.next.labelName })}</span>
                <span className="num">{percent}%</span>
              </span>
              <span
                className="vip-bar"
                role="progressbar"
                aria-label={t('vip.toNext', { level: r.next.labelName })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span style={{ width: `${percent}%` }} />
              </span>
              <span className="mc-home-vip-note">
                {t('vip.remaining')} <Amount value={r.remainingDeposit} />
              </span>
            </span>
          ) : (
            <span className="mc-home-vip-note">{t('vip.topLevel')}</span>
          )}
        </button>
      )}

      <nav className="mc-home-shortcuts" aria-label={t('mc.home.shortcuts')}>
        {SHORTCUTS.filter(on).map((p) => (
          <button key={p} type="button" className="mc-home-shortcut" onClick={() => onOpen(p)}>
            <span className="mc-home-shortcut-icon">
              <Icon name={SECTION_ICON[p] ?? 'star'} size={22} />
            </span>
            <span>{t(`mc.page.${p}`)}</span>
            {badges[p]}
          </button>
        ))}
      </nav>

      <section className="mc-home-recent" aria-labelledby="mc-home-recent">
        <div className="mc-home-recent-head">
          <h3 id="mc-home-recent">{t('mc.home.recent')}</h3>
          {on('transactionHistory') && (
            <button type="button" className="mc-home-link" onClick={() => onOpen('transactionHistory')}>
              {t('mc.home.seeAll')}
            </button>
          )}
        </div>
        {history.isLoading ? (
          <Skeleton height={120} />
        ) : recent.length === 0 ? (
          <p className="muted">{t('mc.home.noActivity')}</p>
        ) : (
          <ul className="mc-home-lines">
            {recent.map((line) => (
              <li key={line.id}>
                <span className="mc-home-line-text">
                  <span>{recordLine(t, line)}</span>
                  <span className="mc-home-line-time">{time(line.time)}</span>
                </span>
                <Amount value={line.amount} signed />
              </li>
            ))}
          </ul>
        )}
      </section>

      <nav className="mc-home-sections" aria-label={t('mc.home.sections')}>
        <h3>{t('mc.home.sections')}</h3>
        <ul>
          {sections.map((p) => (
            <li key={p}>
              <button type="button" className="mc-home-row" data-page={p} onClick={() => onOpen(p)}>
                <span className="mc-home-row-icon">
                  <Icon name={SECTION_ICON[p] ?? 'star'} size={20} />
                </span>
                <span className="mc-home-row-label">{t(`mc.page.${p}`)}</span>
                {badges[p]}
                <Icon name="chevron" size={18} />
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
