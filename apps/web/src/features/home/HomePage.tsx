import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { useAnnouncements, useBrand, useVendors } from '../../shared/api/system.ts';
import { Link } from '../../shared/router.tsx';
import { categoryRoute, vendorLink } from '../../shared/routes-map.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { categoryIcon, Icon } from '../../shared/ui/icons.tsx';
import { Skeleton } from '../../shared/ui/States.tsx';
import { useUi } from '../../shared/ui/store.ts';

function NoticeBar() {
  const { t } = useTranslation();
  const { data } = useAnnouncements();
  const show = useUi((s) => s.show);
  const notices = data?.player ?? [];
  if (notices.length === 0) return null;
  return (
    <button
      type="button"
      className="notice-bar"
      onClick={() => show('announcement')}
      aria-label={t('menu.announcements')}
    >
      <Icon name="bell" size={18} />
      <span className="notice-track">
        {notices.map((n) => (
          <span key={n.id} className="notice-item">
            {n.title}
          </span>
        ))}
      </span>
    </button>
  );
}

function Winners() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { data } = useQuery({
    queryKey: ['games', 'winners'],
    queryFn: () =>
      api<Array<{ account: string; gameName: string; win: string; multiplier: number; time: string }>>(
        'GET',
        '/wps/relay/ODSFE2_getWinnerBoard',
      ),
    staleTime: 30_000,
  });
  if (!data?.length) return null;
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title">{t('games.winners')}</h2>
      <ul>
        {data.slice(0, 8).map((w) => (
          <li key={`${w.account}-${w.time}`}>
            <span className="winner-account">{w.account}</span>
            <span className="winner-game">{w.gameName}</span>
            <strong className="winner-amount">
              <Amount value={w.win} symbol={brand?.currencySymbol} />
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home: notices, then each category that has vendors, as a row of vendor cards leading into its lobby. */
export default function HomePage() {
  const { t } = useTranslation();
  const { data: lanes, isLoading } = useVendors();
  return (
    <div className="page home">
      <NoticeBar />
      <Winners />
      {isLoading && <Skeleton height={180} />}
      {(lanes ?? [])
        .filter((l) => l.cards.length > 0)
        .map((lane) => (
          <section key={lane.title} className="home-lane" aria-labelledby={`lane-${lane.title}`}>
            <div className="lane-head">
              <h2 id={`lane-${lane.title}`}>
                <Icon name={categoryIcon[lane.title] ?? 'slot'} /> {t(`category.${lane.title}`)}
              </h2>
              <Link to={categoryRoute[lane.title] ?? '/rng'} className="lane-more">
                {t('home.seeAll')}
              </Link>
            </div>
            <ul className="vendor-cards">
              {lane.cards.map((c) => (
                <li key={c.vassalage}>
                  <Link
                    to={vendorLink(lane.title, c.vassalage)}
                    className="vendor-card"
                    style={{ ['--hue' as string]: hue(c.vassalage) }}
                  >
                    <span className="vendor-card-mark" aria-hidden="true">
                      {c.vassalage.slice(0, 3)}
                    </span>
                    <span className="vendor-card-name">{c.name}</span>
                    {c.isHot && <span className="badge badge-hot">{t('home.hot')}</span>}
                    {c.maintenance && <span className="badge">{t('home.maintenance')}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

function hue(code: string) {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return String(h);
}
