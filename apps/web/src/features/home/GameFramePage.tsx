import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/router.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';
import { webUrl } from '../../shared/web-url.ts';
import { BarsToggle } from './BarsToggle.tsx';

/** /game, /seamless, /lottery, /vnlottery: the stored game address in a frame (spec section 2). */
export default function GameFramePage() {
  const { t } = useTranslation();
  const [url, setUrl] = useState(() => sessionStorage.getItem('iframeUrl'));
  useEffect(() => {
    const onChange = () => setUrl(sessionStorage.getItem('iframeUrl'));
    window.addEventListener('iframe-url', onChange);
    return () => window.removeEventListener('iframe-url', onChange);
  }, []);
  return (
    <>
      <BarsToggle />
      {url && webUrl(url) ? (
        <iframe key={url} className="game-frame" src={url} title={t('game.frame')} allow="fullscreen; autoplay" />
      ) : url ? (
        <EmptyState title={t('errors.invalid_url')} />
      ) : (
        <EmptyState title={t('game.none')}>
          <Link to="/" className="btn btn-primary btn-md">
            {t('menu.home')}
          </Link>
        </EmptyState>
      )}
    </>
  );
}
