import type { TBrandSettingsView } from '@portal/contracts/console-brand';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { DecisionDialog } from '../../shared/ui/DecisionDialog.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Toggle } from '../../shared/ui/Toggle.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { setHosts, setMaintenance, setRegionRestriction } from './api.ts';

const words = (s: string) =>
  s
    .split(/[\s,]+/)
    .map((w) => w.trim())
    .filter(Boolean);

/** Site-wide switches that act at once: maintenance (confirmed first), region restriction and host names. */
export function SitePanel({ view, onDone }: { view: TBrandSettingsView; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<boolean | null>(null);
  const [countries, setCountries] = useState(view.regionRestriction.join(', '));
  const [hosts, setHostText] = useState(view.hosts.join('\n'));
  const [busy, setBusy] = useState<'region' | 'hosts' | null>(null);
  const [failure, setFailure] = useState<{ on: 'region' | 'hosts'; error: unknown } | null>(null);
  const run = async (on: 'region' | 'hosts', action: () => Promise<unknown>) => {
    setBusy(on);
    setFailure(null);
    try {
      await action();
      await onDone();
      toast(t('brand.saved'));
    } catch (error) {
      setFailure({ on, error });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="grid">
      <section className="panel">
        <div className="panel-body site-row">
          <Toggle
            id="maintenance"
            checked={view.maintenance}
            onChange={(v) => setConfirm(v)}
            label={t('brand.maintenance')}
          />
          <div>
            <div className="strong">{t('brand.maintenance')}</div>
            <div className="muted">{view.maintenance ? t('brand.maintenanceOn') : t('brand.maintenanceHint')}</div>
          </div>
        </div>
      </section>
      <section className="panel">
        <div className="panel-body grid">
          <div className="field">
            <label htmlFor="region">{t('brand.region')}</label>
            <input id="region" className="input" value={countries} onChange={(e) => setCountries(e.target.value)} />
            <span className="hint">{t('brand.regionHint')}</span>
          </div>
          {failure?.on === 'region' ? (
            <div className="notice bad" role="alert">
              {errorText(t, failure.error)}
            </div>
          ) : null}
          <div>
            <Button
              busy={busy === 'region'}
              onClick={() => void run('region', () => setRegionRestriction(view.code, words(countries)))}
            >
              {t('brand.saveRegion')}
            </Button>
          </div>
        </div>
      </section>
      <section className="panel">
        <div className="panel-body grid">
          <div className="field">
            <label htmlFor="hosts">{t('brand.hosts')}</label>
            <textarea
              id="hosts"
              className="input"
              rows={4}
              value={hosts}
              onChange={(e) => setHostText(e.target.value)}
            />
            <span className="hint">{t('brand.hostsHint')}</span>
          </div>
          {failure?.on === 'hosts' ? (
            <div className="notice bad" role="alert">
              {errorText(t, failure.error)}
            </div>
          ) : null}
          <div>
            <Button busy={busy === 'hosts'} onClick={() => void run('hosts', () => setHosts(view.code, words(hosts)))}>
              {t('brand.saveHosts')}
            </Button>
          </div>
        </div>
      </section>
      {confirm !== null ? (
        <DecisionDialog
          title={confirm ? t('brand.maintenanceOnTitle') : t('brand.maintenanceOffTitle')}
          confirmLabel={confirm ? t('brand.switchOn') : t('brand.switchOff')}
          variant={confirm ? 'danger' : 'primary'}
          reason="none"
          facts={<p className="muted">{confirm ? t('brand.maintenanceOnWhat') : t('brand.maintenanceOffWhat')}</p>}
          onConfirm={async () => {
            await setMaintenance(view.code, confirm);
            await onDone();
          }}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </div>
  );
}
