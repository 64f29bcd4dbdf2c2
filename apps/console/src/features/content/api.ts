import {
  brandConsoleOps as ops,
  type TAnnouncementRow,
  type TBannerRow,
  type TContentKind,
  type THelpRow,
} from '@portal/contracts/console-brand';
import type { OpBody } from '@portal/contracts/op';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/op.ts';

export type Kind = TContentKind;
export type RowOf<K extends Kind> = K extends 'banners'
  ? TBannerRow
  : K extends 'announcements'
    ? TAnnouncementRow
    : THelpRow;
export type ContentList<K extends Kind> = { languages: string[]; defaultLang: string; rows: Array<RowOf<K>> };

export const contentQuery = <K extends Kind>(code: string, kind: K) =>
  queryOptions({
    queryKey: ['content', code, kind],
    // The contract answers any kind's rows; the asked kind's are its own.
    queryFn: async () => (await call(ops.content, { params: { code, kind } })) as ContentList<K>,
    enabled: code !== '',
  });

/** What a kind's add or edit sends. */
export type SaveBody<K extends Kind> = OpBody<(typeof ops)[K]['create']>;

/** Adds (no id) or edits an item through its kind's operations. */
export const saveItem = <K extends Kind>(code: string, kind: K, body: SaveBody<K>, id?: number) => {
  // The kinds' operations differ only in their body and row types, which `body` (typed by `K`) already carries.
  const writes = ops[kind] as (typeof ops)['banners'];
  const input = body as SaveBody<'banners'>;
  return id
    ? call(writes.update, { params: { code, id }, body: input })
    : call(writes.create, { params: { code }, body: input });
};
export const setItemEnabled = (code: string, kind: Kind, id: number, enabled: boolean) =>
  call(ops.setEnabled, { params: { code, kind, id }, body: { enabled } });
export const removeItem = (code: string, kind: Kind, id: number) => call(ops.remove, { params: { code, kind, id } });
export const reorder = (code: string, kind: Kind, ids: number[]) =>
  call(ops[kind].order, { params: { code }, body: { ids } });

/** Reads a picked file as a data URL (the server checks its bytes again). */
export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
