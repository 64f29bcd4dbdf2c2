import type { TPromotionCard } from '@portal/contracts/promotions';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/promotions/terms.ts';
import { Link } from '../../shared/router.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { PromoAction } from './PromoAction.tsx';

/**
 * "26 Nov 2026 – 31 Dec 2026"; a promotion without an end reads "Running since 26 Nov 2026" once started and
 * "Starts 26 Nov 2026" before (a past start beside "no end date" read as expired).
 */
export function PromoPeriod({ startsAt, endsAt }: Pick<TPromotionCard, 'startsAt' | 'endsAt'>) {
  const { t, i18n } = useTranslation();
  const start = formatDay(startsAt, i18n.language);
  return (
    <span className="promo-period">
      <Icon name="clock" size={14} />
      <span className="sr-only">{t('promos.period')}: </span>
      {endsAt ? (
        <>
          <time dateTime={startsAt}>{start}</time> – <time dateTime={endsAt}>{formatDay(endsAt, i18n.language)}</time>
        </>
      ) : (
        <span>
          {t(Date.parse(startsAt) <= Date.now() ? 'promos.ongoingSince' : 'promos.startsOn', { date: start })}
        </span>
      )}
    </span>
  );
}

/** A promotion's card: its banner art, category, title (leading to the detail), summary, period and action. */
export function PromoCard({ card, category, eager }: { card: TPromotionCard; category: string; eager?: boolean }) {
  const titleId = useId();
  return (
    <li className="promo-card">
      <img
        className="promo-art"
        src={card.bannerUrl}
        alt=""
        width={1440}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="promo-body">
        <span className={`badge promo-badge promo-badge-${card.category}`}>{category}</span>
        <h2 id={titleId} className="promo-title">
          {/* The link stretches over the card (CSS), so the whole card opens the detail; the action sits above it. */}
          <Link to={`/promoDetail?id=${card.id}`} className="promo-link">
            {card.title}
          </Link>
        </h2>
        {card.summary && <p className="promo-summary">{card.summary}</p>}
        <div className="promo-foot">
          <PromoPeriod startsAt={card.startsAt} endsAt={card.endsAt} />
          <PromoAction promotion={card} describedBy={titleId} />
        </div>
      </div>
    </li>
  );
}
