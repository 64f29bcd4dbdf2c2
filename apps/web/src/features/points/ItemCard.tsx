import type { TMallItem } from '@portal/contracts/points';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../shared/ui/Amount.tsx';
import { Button } from '../../shared/ui/Button.tsx';

/** One reward: its art, type, name, what it gives, its price in points and its stock. */
export function ItemCard({
  item,
  points,
  onRedeem,
}: {
  item: TMallItem;
  points: number | undefined;
  onRedeem(): void;
}) {
  const { t } = useTranslation();
  const { count } = useNumbers();
  const soldOut = item.stock === 0;
  const short = points !== undefined && points < item.price ? item.price - points : 0;
  return (
    <li className={`pm-card${soldOut ? ' pm-card-out' : ''}`}>
      <div className="pm-art">
        <img src={item.art} alt="" width={320} height={240} loading="lazy" decoding="async" />
        <span className={`pm-kind pm-kind-${item.kind}`}>{t(`points.kind.${item.kind}`)}</span>
        {soldOut && <span className="pm-soldout">{t('points.soldOut')}</span>}
      </div>
      <div className="pm-body">
        <h3 className="pm-name">{item.name}</h3>
        {item.description && <p className="pm-desc">{item.description}</p>}
        <div className="pm-foot">
          <p className="pm-price num">
            <span className="pm-coin pm-coin-sm" aria-hidden="true" />
            {count(item.price)}
            <span className="sr-only"> {t('points.pointsUnit')}</span>
          </p>
          <p className="pm-stock">
            {item.stock === null
              ? t('points.unlimited')
              : soldOut
                ? t('points.soldOut')
                : t('points.stockLeft', { count: item.stock })}
          </p>
        </div>
        <Button
          block
          size="sm"
          variant={short ? 'secondary' : 'primary'}
          disabled={soldOut || short > 0}
          aria-label={t('points.redeemFor', { name: item.name })}
          onClick={onRedeem}
        >
          {soldOut ? t('points.soldOut') : short > 0 ? t('points.needMore', { count: short }) : t('points.redeem')}
        </Button>
      </div>
    </li>
  );
}
