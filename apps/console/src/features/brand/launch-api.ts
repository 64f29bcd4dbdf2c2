import { brandLaunchOps, type TBrandGeneral, type TNewBrand } from '@portal/contracts/brand-launch';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** Every brand of the installation, as the brand list shows it. */
export const brandsQuery = () => queryOptions({ queryKey: ['brands'], queryFn: () => call(brandLaunchOps.list) });

/** Asks for a new brand; the answer is the approval a second admin decides. */
export const launchBrand = (body: TNewBrand) => call(brandLaunchOps.create, { body });

export const brandGeneralQuery = (code: string) =>
  queryOptions({
    queryKey: ['brand-general', code],
    queryFn: () => call(brandLaunchOps.general, { params: { code } }),
    enabled: code !== '',
  });

export const saveBrandGeneral = (code: string, body: TBrandGeneral) =>
  call(brandLaunchOps.saveGeneral, { params: { code }, body });
