import type { TResource } from '@portal/contracts/system';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../shared/ui/store.ts';

/** The side menu's app QR codes (spec section 2), one per download resource; loaded when first shown. */
export default function AppQrCodes({ apps }: { apps: Array<{ os: 'Android' | 'iOS'; resource: TResource }> }) {
  const { t } = useTranslation();
  const show = useUi((s) => s.show);
  return (
    <>
      <div className="menu-qr-codes">
        {apps.map(({ os, resource }) => (
          <figure key={os} className="menu-qr">
            <QRCodeSVG
              value={new URL(resource.url, window.location.origin).toString()}
              size={84}
              title={t('download.qr', { os })}
            />
            <figcaption>{os}</figcaption>
          </figure>
        ))}
      </div>
      <button type="button" className="menu-qr-steps" onClick={() => show('download')}>
        {t('menu.installSteps')}
      </button>
    </>
  );
}
