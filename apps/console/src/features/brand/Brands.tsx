import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { count } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Failed, Loading, PageHead } from '../../shared/ui/States.tsx';
import { brandsQuery } from './launch-api.ts';
import { NewBrandWizard } from './NewBrandWizard.tsx';
import './brands.css';

/** Every brand of the installation (admin), each a link to its settings, and the "New brand" wizard. */
export default function Brands() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const brands = useQuery(brandsQuery());
  // A brand approved since the brand pickers last asked shows in them too.
  useEffect(() => {
    if (brands.data) void client.invalidateQueries({ queryKey: ['merchants'] });
  }, [brands.data, client]);
  const [wizard, setWizard] = useState(false);
  const langs = (ls: string[], first: string) =>
    [first, ...ls.filter((l) => l !== first)].map((l) => t(`brand.lang.${l}`, { defaultValue: l })).join(', ');

  return (
    <>
      <PageHead title={t('nav.brands')} sub={t('brands.sub')}>
        <Button variant="primary" onClick={() => setWizard(true)}>
          {t('brands.new')}
        </Button>
      </PageHead>
      {brands.error ? <Failed error={brands.error} retry={() => void brands.refetch()} /> : null}
      {brands.isPending ? <Loading /> : null}
      {brands.data ? (
        <section className="panel">
          <div className="table-wrap">
            <table className="data brand-table">
              <caption className="sr-only">{t('nav.brands')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('brands.code')}</th>
                  <th scope="col">{t('brands.name')}</th>
                  <th scope="col">{t('brands.currency')}</th>
                  <th scope="col">{t('brands.languages')}</th>
                  <th scope="col">{t('brands.hosts')}</th>
                  <th scope="col" className="num">
                    {t('brands.vendors')}
                  </th>
                  <th scope="col" className="num">
                    {t('brands.members')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {brands.data.map((b) => (
                  <tr key={b.code}>
                    <td className="mono" data-label={t('brands.code')}>
                      <Link
                        href={`/brand?code=${encodeURIComponent(b.code)}`}
                        aria-label={t('brands.open', { name: b.name })}
                      >
                        {b.code}
                      </Link>
                    </td>
                    <td data-label={t('brands.name')}>
                      <span>
                        <span className="brand-name">{b.name}</span>
                        {b.isDefault ? <Badge tone="brand">{t('brands.isDefault')}</Badge> : null}
                        {b.maintenance ? <Badge tone="warn">{t('brands.inMaintenance')}</Badge> : null}
                      </span>
                    </td>
                    <td className="mono" data-label={t('brands.currency')}>
                      {b.currency}
                    </td>
                    <td data-label={t('brands.languages')}>{langs(b.languages, b.defaultLang)}</td>
                    <td className="mono host-cell" data-label={t('brands.hosts')}>
                      {b.hosts.length ? b.hosts.join(', ') : '—'}
                    </td>
                    <td className="num" data-label={t('brands.vendors')}>
                      {count(b.vendors)}
                    </td>
                    <td className="num" data-label={t('brands.members')}>
                      {count(b.members)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {wizard ? <NewBrandWizard onClose={() => setWizard(false)} /> : null}
    </>
  );
}
