import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shared/api/system.ts';
import { Tabs } from '../../shared/ui/Tabs.tsx';

type Os = 'Android' | 'Ios';

/** Android and iOS tabs, four steps each; step 1 shows a QR code (size 100) only when the resource exists. */
export function DownloadSteps() {
  const { t } = useTranslation();
  const [os, setOs] = useState<Os>('Android');
  const { data } = usePermission();
  const resource = data?.info.resources.find((r) => r.resourceType === (os === 'Android' ? 'ANDROID' : 'IOS'));
  const link = resource ? new URL(resource.url, window.location.origin).toString() : null;
  return (
    <div className="download">
      <Tabs<Os>
        label={t('download.title')}
        items={[
          { id: 'Android', label: 'Android' },
          { id: 'Ios', label: 'iOS' },
        ]}
        value={os}
        onChange={setOs}
      />
      <ol className="download-steps">
        {[1, 2, 3, 4].map((n) => (
          <li key={n} className="download-step">
            <span className="step-no">{n}</span>
            <p>{t(`download.${os}.step${n}`)}</p>
            {n === 1 && link && (
              <div className="qr-card">
                <QRCodeSVG value={link} size={100} title={t('download.qr', { os: os === 'Ios' ? 'iOS' : os })} />
                <a href={link} className="qr-link">
                  {t('download.direct')}
                </a>
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
