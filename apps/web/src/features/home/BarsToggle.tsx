import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePathname } from '../../shared/router.tsx';
import { barsHiddenOn } from '../../shared/routes-map.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { useUi } from '../../shared/ui/store.ts';

/**
 * The bars flag of spec section 2: /seamless and /vnlottery hide the left and top bars so the game has the screen;
 * this handle shows them (side menu collapsed) and hides them again. Leaving the route puts the bars away.
 */
export function BarsToggle() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const { barsShown, setBarsShown } = useUi();
  useEffect(() => () => setBarsShown(false), [setBarsShown]);
  if (!barsHiddenOn(pathname)) return null;
  return (
    <button
      type="button"
      className={`bars-toggle${barsShown ? ' bars-toggle-on' : ''}`}
      aria-pressed={barsShown}
      onClick={() => setBarsShown(!barsShown)}
    >
      <Icon name="menu" size={18} />
      <span>{t('game.bars')}</span>
    </button>
  );
}
