import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiImage } from '../../shared/ui/ApiImage.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';

/** The API's image address without the operator API's own prefix, which the image fetcher adds. */
const apiPath = (url: string) => url.replace(/^\/admin\/api/, '');

/** One image as a small square; a button that opens it large. */
function Thumb({ url, n, onOpen }: { url: string; n: number; onOpen: () => void }) {
  const { t } = useTranslation();
  const image = useApiImage(apiPath(url));
  return (
    <button type="button" className="thumb" onClick={onOpen} aria-label={t('promotions.imageOpen', { n })}>
      {image.url ? <img src={image.url} alt="" /> : <Icon name="image" size={16} />}
    </button>
  );
}

function Large({ url, n }: { url: string; n: number }) {
  const { t } = useTranslation();
  const image = useApiImage(apiPath(url));
  return (
    <div className="proof">
      {image.url ? (
        <img src={image.url} alt={t('promotions.imageN', { n })} />
      ) : (
        <span>{image.loading ? t('app.loading') : t('promotions.imageMissing')}</span>
      )}
    </div>
  );
}

/** An application's images as thumbnails (up to three); a click shows the chosen one large in a dialog. */
export function ApplicationImages({ urls, who }: { urls: string[]; who: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (urls.length === 0) return <span className="muted">—</span>;
  const shown = open === null ? undefined : urls[open];
  return (
    <span className="thumbs">
      {urls.map((u, i) => (
        <Thumb key={u} url={u} n={i + 1} onOpen={() => setOpen(i)} />
      ))}
      {shown !== undefined && open !== null ? (
        <Dialog title={t('promotions.imagesOf', { name: who })} onClose={() => setOpen(null)} wide>
          <Large key={shown} url={shown} n={open + 1} />
          {urls.length > 1 ? (
            <div className="thumbs">
              {urls.map((u, i) => (
                <Thumb key={u} url={u} n={i + 1} onOpen={() => setOpen(i)} />
              ))}
            </div>
          ) : null}
        </Dialog>
      ) : null}
    </span>
  );
}
