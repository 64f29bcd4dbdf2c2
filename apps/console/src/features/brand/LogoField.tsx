import { MARK_MAX_BYTES, type TMarkKind, type TMarksView } from '@portal/contracts/brand-marks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { toast } from '../../shared/ui/toast.tsx';
import { brandMarksQuery, fileAsDataUrl, markPreviewQuery, resetMark, uploadMark } from './marks-api.ts';

const TYPES = ['image/svg+xml', 'image/png'];
/** The portal header's backgrounds per theme (apps/web tokens: --panel), where the logo will sit, and a caption ink. */
const HEADERS = { light: '#ffffff', dark: '#1a1f38' } as const;
const CAPTIONS = { light: '#4a5068', dark: '#c3c7d6' } as const;

/** Why the server refused a file, in the operator's words (its `reason`), else the general error text. */
export function markError(t: TFunction, e: unknown) {
  const reason = e instanceof ApiError ? (e.value as { reason?: string } | null)?.reason : undefined;
  return reason ? t(`brands.mark.reason.${reason}`, { defaultValue: t('brands.mark.reason.other') }) : errorText(t, e);
}

/**
 * A chosen file checked before it is sent (its type and weight; the server reads its content and shape), as the data
 * URL the upload takes; a string is the refusal to show.
 */
export async function chosenMark(kind: TMarkKind, file: File, t: TFunction) {
  if (!TYPES.includes(file.type)) return { error: t('brands.mark.reason.image_type') };
  if (file.size > MARK_MAX_BYTES[kind])
    return { error: t('brands.mark.reason.image_size', { kb: MARK_MAX_BYTES[kind] / 1024 }) };
  return { image: await fileAsDataUrl(file) };
}

/** A picture of the logo or icon on the portal header's light and dark backgrounds. */
export function MarkPreview({ kind, src, name }: { kind: TMarkKind; src: string | null; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="mark-previews">
      {(['light', 'dark'] as const).map((theme) => (
        <figure key={theme} className={`mark-preview mark-${kind}`} style={{ background: HEADERS[theme] }}>
          {src ? <img src={src} alt={t('brands.mark.previewOn', { name, theme: t(`brands.mark.${theme}`) })} /> : null}
          <figcaption style={{ color: CAPTIONS[theme] }}>{t(`brands.mark.${theme}`)}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** One of the brand's marks: its preview on both themes, an upload and the way back to the generated drawing. */
function MarkEditor({ code, kind, view }: { code: string; kind: TMarkKind; view: TMarksView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mark = view[kind];
  const preview = useQuery(markPreviewQuery(code, kind, mark.url));
  const done = (answer: TMarksView, message: string) => {
    client.setQueryData(['brand-marks', code], answer);
    toast(message);
  };
  const run = async (work: () => Promise<TMarksView>, message: string) => {
    setBusy(true);
    setError(null);
    try {
      done(await work(), message);
    } catch (e) {
      setError(markError(t, e));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const chosen = await chosenMark(kind, file, t);
    if (chosen.error !== undefined) return setError(chosen.error);
    await run(() => uploadMark(code, kind, chosen.image), t('brands.mark.uploaded'));
  };
  const up = mark.uploaded;
  return (
    <div className={`field mark-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{t(`brands.mark.${kind}`)}</label>
      <MarkPreview kind={kind} src={preview.data?.image ?? null} name={t(`brands.mark.${kind}`)} />
      <span className="hint">
        {up
          ? t('brands.mark.uploadedFile', {
              type: up.mime === 'image/png' ? 'PNG' : 'SVG',
              size: `${Math.round(up.width)} × ${Math.round(up.height)}`,
            })
          : t('brands.mark.generated')}
      </span>
      <div className="toolbar">
        <input
          id={id}
          className="input"
          type="file"
          accept={TYPES.join(',')}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          variant="ghost"
          disabled={!up || busy}
          onClick={() => void run(() => resetMark(code, kind), t('brands.mark.resetDone'))}
        >
          {t('brands.mark.reset')}
        </Button>
      </div>
      <span id={`${id}-hint`} className={error ? 'error' : 'hint'} role={error ? 'alert' : undefined}>
        {error ?? t(`brands.mark.hint.${kind}`, { kb: MARK_MAX_BYTES[kind] / 1024 })}
      </span>
    </div>
  );
}

/** The brand's logo (the portal header's) and icon (the tab's and the app's), saved as soon as a file is chosen. */
export function LogoFields({ code }: { code: string }) {
  const view = useQuery(brandMarksQuery(code));
  if (!view.data) return null;
  return (
    <div className="form-2">
      <MarkEditor code={code} kind="logo" view={view.data} />
      <MarkEditor code={code} kind="icon" view={view.data} />
    </div>
  );
}

/** A mark chosen for a brand not made yet: checked and previewed here, sent with the request (the server checks it). */
export function MarkPicker({
  kind,
  value,
  onChange,
}: {
  kind: TMarkKind;
  value: string | undefined;
  onChange: (file: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const chosen = await chosenMark(kind, file, t);
    setError(chosen.error ?? null);
    if (chosen.image) onChange(chosen.image);
  };
  return (
    <div className={`field mark-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{t(`brands.mark.${kind}`)}</label>
      {value ? <MarkPreview kind={kind} src={value} name={t(`brands.mark.${kind}`)} /> : null}
      <div className="toolbar">
        <input
          id={id}
          className="input"
          type="file"
          accept={TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button variant="ghost" disabled={!value} onClick={() => onChange(undefined)}>
          {t('brands.mark.reset')}
        </Button>
      </div>
      <span id={`${id}-hint`} className={error ? 'error' : 'hint'} role={error ? 'alert' : undefined}>
        {error ?? t(`brands.mark.hint.${kind}`, { kb: MARK_MAX_BYTES[kind] / 1024 })}
      </span>
    </div>
  );
}
