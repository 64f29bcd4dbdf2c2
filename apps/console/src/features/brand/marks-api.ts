import { brandMarkOps, type TMarkKind } from '@portal/contracts/brand-marks';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

/** The brand's logo and icon: uploaded or generated, with the addresses the portal uses. */
export const brandMarksQuery = (code: string) =>
  queryOptions({
    queryKey: ['brand-marks', code],
    queryFn: () => call(brandMarkOps.marks, { params: { code } }),
    enabled: code !== '',
  });

/** The mark's picture for the preview, fetched again when its address (its version) changes. */
export const markPreviewQuery = (code: string, kind: TMarkKind, url: string) =>
  queryOptions({
    queryKey: ['brand-marks', code, kind, url],
    queryFn: () => call(brandMarkOps.preview, { params: { code, kind } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const uploadMark = (code: string, kind: TMarkKind, image: string) =>
  call(brandMarkOps.upload, { params: { code, kind }, body: { image } });

export const resetMark = (code: string, kind: TMarkKind) => call(brandMarkOps.reset, { params: { code, kind } });

/** A chosen file as the data URL the upload sends (the server reads its bytes, whatever the name says). */
export const fileAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
