import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useOpenToPlayers, useVendors } from '../../shared/api/system.ts';
import { onCdn, useImageCdn } from '../../shared/cdn.ts';
import { Link } from '../../shared/router.tsx';
import { useSession } from '../../shared/session/store.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { LazyImage } from '../../shared/ui/LazyImage.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { useNearViewport } from '../../shared/ui/useNearViewport.ts';

const PAYMENTS = ['Bank_Transfer', 'PIX', 'E-Wallet', 'QR_Pay', 'Card'];
/**
 * The footer's logos load only when the footer comes near the viewport: each SVG image builds a document of its own
 * on the main thread, and the browser's own lazy loading still fetched all forty on the first load of a short page.
 */

/**
 * The footer landmark, there from the start; its content is drawn as it comes near (a screen reader's jump to the
 * landmark brings it into view): the first screen never shows it, and drawn at once it cost the first load a task.
 */
export function Footer() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  return (
    <footer className="footer" ref={ref}>
      {near ? <FooterContent /> : <div className="footer-wait" />}
    </footer>
  );
}

/** Four columns (about, affiliate, payment methods, 18+), provider logos, licence and copyright (spec section 2). */
function FooterContent() {
  const { t, i18n } = useTranslation();
  const cdn = useImageCdn();
  const brand = useBrand();
  const { data: lanes = [] } = useVendors();
  const token = useSession((s) => s.token);
  const registerOn = useOpenToPlayers().register;
  const show = useUi((s) => s.show);
  const vendors = lanes.flatMap((l) => l.cards);
  const name = brand?.name ?? '';
  return (
    <>
      <div className="footer-cols">
        <section>
          <h2>{t('footer.about', { name })}</h2>
          <p>{t('footer.aboutText', { name })}</p>
          <p>
            <Link to="/help">{t('footer.help')}</Link> · <Link to="/promotions">{t('menu.promotions')}</Link> ·{' '}
            <Link to="/down">{t('menu.download')}</Link>
          </p>
        </section>
        <section>
          <h2>{t('footer.affiliate')}</h2>
          <p>{t('footer.affiliateText')}</p>
          {!token && registerOn && (
            <Button variant="accent" size="sm" onClick={() => show('login', { tab: 'register' })}>
              {t('footer.signUp')}
            </Button>
          )}
        </section>
        <section>
          <h2>{t('footer.payments')}</h2>
          <div className="footer-pay">
            {PAYMENTS.map((p) => (
              <LazyImage
                key={p}
                src={onCdn(`/art/pay/${p}.svg?lang=${i18n.language}`, cdn)}
                alt={t(`footer.pay.${p}`)}
                width={96}
                height={40}
              />
            ))}
          </div>
        </section>
        <section>
          <h2>
            <span className="badge-18" aria-hidden="true">
              18+
            </span>{' '}
            {t('footer.responsible')}
          </h2>
          <p>{t('footer.responsibleText')}</p>
        </section>
      </div>
      {vendors.length > 0 && (
        <section className="footer-vendors" aria-label={t('footer.providers')}>
          {vendors.map((v) => (
            <span key={v.vassalage} className="vendor-logo" title={v.name}>
              <LazyImage
                className="vendor-white"
                src={onCdn(`/art/vendor/${v.vassalage}.svg?c=white`, cdn)}
                alt={v.name}
                width={160}
                height={48}
              />
              <LazyImage
                className="vendor-colour"
                src={onCdn(`/art/vendor/${v.vassalage}.svg?c=brand`, cdn)}
                alt=""
                width={160}
                height={48}
              />
            </span>
          ))}
        </section>
      )}
      {brand?.licence && <p className="footer-licence">{brand.licence[i18n.language] ?? brand.licence.en}</p>}
      <p className="footer-copy">{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
    </>
  );
}
