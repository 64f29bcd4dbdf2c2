import { useTranslation } from 'react-i18next';
import { useVendors } from '../../shared/api/system.ts';
import { onCdn, useImageCdn } from '../../shared/cdn.ts';
import { Link } from '../../shared/router.tsx';
import { vendorLink } from '../../shared/routes-map.ts';
import { LazyImage } from '../../shared/ui/LazyImage.tsx';

/**
 * The providers as logos (mark and name), each leading to its tab in its lobby. Each mark is an SVG image, a document
 * the browser builds on its main thread: they load only near the viewport (the browser's own lazy loading fetched all
 * of them on the first load).
 */
export function Providers() {
  const { t } = useTranslation();
  const cdn = useImageCdn();
  const { data: lanes } = useVendors();
  const cards = (lanes ?? []).flatMap((l) => l.cards.map((c) => ({ ...c, category: l.title })));
  if (cards.length === 0) return null;
  const mark = (url: string) => onCdn(`${url}${url.includes('?') ? '&' : '?'}c=mark`, cdn);
  return (
    <section className="providers" aria-labelledby="providers-title">
      <h2 id="providers-title" className="providers-title">
        {t('lobby.vendors')}
      </h2>
      <ul className="providers-list">
        {cards.map((c) => (
          <li key={c.vassalage}>
            <Link to={vendorLink(c.category, c.vassalage)} className="provider">
              <LazyImage src={mark(c.logoUrl)} alt="" width={32} height={32} />
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
