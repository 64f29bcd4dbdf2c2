import { portalLanguages, type TBrandSettings, ZBrandSettings } from '@portal/contracts/console-brand';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { BrandPicker, useBrandChoice } from '../../shared/ui/BrandPicker.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Failed, Loading, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { brandSettingsQuery, saveBrandSettings } from './api.ts';
import { ChannelsTab } from './ChannelsTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { ListEditor } from './ListEditor.tsx';
import { RegistrationRules } from './RegistrationRules.tsx';
import { SitePanel } from './SitePanel.tsx';
import { SwitchTree } from './SwitchTree.tsx';
import { VipTab } from './VipTab.tsx';
import '../../shared/theme/brand-content.css';

const TABS = ['general', 'channels', 'vip', 'switches', 'registration', 'languages', 'links', 'site'] as const;
type Tab = (typeof TABS)[number];

/** Brand settings (admin): general settings, switches, registration rules, languages, links and the site-wide switches. */
export default function BrandSettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The brand list links here with the brand picked (?code=NOVA).
  const brand = useBrandChoice(new URLSearchParams(useSearch()).get('code') ?? '');
  const { merchants, code } = brand;
  const view = useQuery(brandSettingsQuery(code));
  const [draft, setDraft] = useState<TBrandSettings | null>(null);
  const [tab, setTab] = useState<Tab>('general');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (view.data) setDraft(view.data.settings);
  }, [view.data]);
  const refresh = () => client.invalidateQueries({ queryKey: ['brand-settings', code] });

  if (merchants.error || view.error)
    return <Failed error={merchants.error ?? view.error} retry={() => void view.refetch()} />;
  if (!view.data || !draft) return <Loading />;
  const dirty = JSON.stringify(draft) !== JSON.stringify(view.data.settings);
  const set = <K extends keyof TBrandSettings>(k: K, v: TBrandSettings[K]) => setDraft({ ...draft, [k]: v });

  const save = async () => {
    setFailure(null);
    const checked = ZBrandSettings.safeParse(draft);
    if (!checked.success) {
      const i = checked.error.issues[0];
      setFailure(t('brand.invalid', { where: i?.path.join(' › ') ?? '', what: i?.message ?? '' }));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveBrandSettings(code, checked.data);
      client.setQueryData(['brand-settings', code], saved);
      toast(t('brand.saved'));
    } catch (e) {
      setFailure(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHead title={t('nav.brand')} sub={t('brand.sub')}>
        <BrandPicker choice={brand} />
        {tab !== 'site' && tab !== 'general' && tab !== 'channels' && tab !== 'vip' ? (
          <>
            <Button variant="ghost" disabled={!dirty || busy} onClick={() => setDraft(view.data.settings)}>
              {t('brand.discard')}
            </Button>
            <Button variant="primary" busy={busy} disabled={!dirty} onClick={() => void save()}>
              {t('brand.save')}
            </Button>
          </>
        ) : null}
      </PageHead>
      {view.data.maintenance ? <div className="notice warn">{t('brand.maintenanceOn')}</div> : null}
      {failure ? (
        <div className="notice bad" role="alert">
          {failure}
        </div>
      ) : null}
      <div className="panel">
        <div className="tabs" role="tablist" aria-label={t('nav.brand')}>
          {TABS.map((k) => (
            <button
              type="button"
              role="tab"
              key={k}
              id={`tab-${k}`}
              aria-selected={tab === k}
              aria-controls={`panel-${k}`}
              onClick={() => setTab(k)}
            >
              {t(`brand.tab.${k}`)}
            </button>
          ))}
        </div>
        <div className="panel-body" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'general' ? <GeneralTab key={code} code={code} languages={view.data.settings.languages} /> : null}
          {tab === 'channels' ? <ChannelsTab key={code} code={code} /> : null}
          {tab === 'vip' ? <VipTab key={code} code={code} /> : null}
          {tab === 'switches' ? (
            <>
              <p className="muted">{t('brand.switchesHint')}</p>
              <SwitchTree tree={draft.whitelabel} onChange={(w) => set('whitelabel', w)} />
            </>
          ) : null}
          {tab === 'registration' ? (
            <RegistrationRules value={draft.register} onChange={(r) => set('register', r)} />
          ) : null}
          {tab === 'languages' ? (
            <fieldset className="lang-grid">
              <legend>{t('brand.languagesHint')}</legend>
              {portalLanguages.map((l) => {
                const offered = draft.languages.includes(l);
                return (
                  <div key={l} className="lang-row">
                    <label className="check">
                      <input
                        type="checkbox"
                        checked={offered}
                        onChange={(e) =>
                          set(
                            'languages',
                            e.target.checked ? [...draft.languages, l] : draft.languages.filter((x) => x !== l),
                          )
                        }
                      />
                      {t(`brand.lang.${l}`)} <span className="mono muted">{l}</span>
                    </label>
                    <label className="check">
                      <input
                        type="radio"
                        name="default-lang"
                        checked={draft.defaultLang === l}
                        disabled={!offered}
                        onChange={() => set('defaultLang', l)}
                      />
                      {t('brand.default')}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          {tab === 'links' ? (
            <div className="grid">
              <ListEditor
                title={t('brand.resources')}
                rows={draft.resources as Array<Record<string, string | undefined>> as TBrandSettings['resources']}
                blank={{ resourceType: '', labelNameEn: '', url: '' }}
                columns={[
                  { key: 'resourceType', label: t('brand.resourceType') },
                  { key: 'labelNameEn', label: t('brand.label') },
                  { key: 'url', label: t('brand.url'), wide: true },
                  { key: 'qrCodeUrl', label: t('brand.qrCodeUrl') },
                ]}
                onChange={(r) => set('resources', r)}
              />
              <ListEditor
                title={t('brand.customerService')}
                rows={draft.customerService}
                blank={{ type: '', labelName: '', address: '' }}
                columns={[
                  { key: 'type', label: t('brand.csType') },
                  { key: 'labelName', label: t('brand.label') },
                  { key: 'address', label: t('brand.address'), wide: true },
                ]}
                onChange={(r) => set('customerService', r)}
              />
              <ListEditor
                title={t('brand.socialLinks')}
                rows={draft.socialLinks}
                blank={{ name: '', icon: '', url: '' }}
                columns={[
                  { key: 'name', label: t('brand.name') },
                  { key: 'icon', label: t('brand.icon') },
                  { key: 'url', label: t('brand.url'), wide: true },
                ]}
                onChange={(r) => set('socialLinks', r)}
              />
            </div>
          ) : null}
          {tab === 'site' ? <SitePanel key={view.data.updatedAt} view={view.data} onDone={refresh} /> : null}
        </div>
      </div>
    </>
  );
}
