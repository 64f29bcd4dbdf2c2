import type { TAnnouncementRow, TBannerRow, THelpRow } from '@portal/contracts/console-brand';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

export type Kind = 'banners' | 'announcements' | 'help';
export type RowOf<K extends Kind> = K extends 'banners'
  ? TBannerRow
  : K extends 'announcements'
    ? TAnnouncementRow
    : THelpRow;
export type ContentList<K extends Kind> = { languages: string[]; defaultLang: string; rows: Array<RowOf<K>> };

const path = (code: string, kind: Kind) => `/console/brands/${code}/content/${kind}`;

export const contentQuery = <K extends Kind>(code: string, kind: K) =>
  queryOptions({
    queryKey: ['content', code, kind],
    queryFn: () => api<ContentList<K>>('GET', path(code, kind)),
    enabled: code !== '',
  });

export const saveItem = (code: string, kind: Kind, body: object, id?: number) =>
  id ? api('PUT', `${path(code, kind)}/${id}`, { body }) : api('POST', path(code, kind), { body });
export const setItemEnabled = (code: string, kind: Kind, id: number, enabled: boolean) =>
  api('PUT', `${path(code, kind)}/${id}/enabled`, { body: { enabled } });
export const removeItem = (code: string, kind: Kind, id: number) => api('DELETE', `${path(code, kind)}/${id}`);
export const reorder = (code: string, kind: Kind, ids: number[]) =>
  api('PUT', `${path(code, kind)}/order`, { body: { ids } });

/** Reads a picked file as a data URL (the server checks its bytes again). */
export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
