import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/router.tsx';
import { EmptyState } from '../../shared/ui/States.tsx';

/** /game, /seamless, /lottery, /vnlottery: the stored game address in a frame (spec section 2). */
export default function GameFramePage() {
  const { t } = useTranslation();
  const [url, setUrl] = useState(() => sessionStorage.getItem('iframeUrl'));
  useEffect(() => {
    const onChange = () => setUrl(sessionStorage.getItem('iframeUrl'));
    window.addEventListener('iframe-url', onChange);
    return () => window.removeEventListener('iframe-url', onChange);
  }, []);
  if (!url)
    return (
      <EmptyState title={t('game.none')}>
        <Link to="/" className="btn btn-primary btn-md">
          {t('menu.home')}
        </Link>
      </EmptyState>
    );
  return <iframe key={url} className="game-frame" src={url} title={t('game.frame')} allow="fullscreen; autoplay" />;
}
