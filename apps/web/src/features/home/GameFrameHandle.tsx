import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { launchedFrom } from '../../shared/games/current-game.ts';
import { useNavigate } from '../../shared/router.tsx';
import { useGuard } from '../../shared/session/guard.ts';
import { Balance } from '../../shared/ui/Balance.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { useUi } from '../../shared/ui/store.ts';

const SPOT_KEY = 'gameHandleTop';

/**
 * A phone's way out of a full-screen game: a small handle on the left edge, dragged up or down out of the game's way,
 * that opens a strip with the live balance, Deposit and Back. Hidden from 768 px up (the header does this there).
 */
export function GameFrameHandle() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guard = useGuard();
  const show = useUi((s) => s.show);
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(() => Number(sessionStorage.getItem(SPOT_KEY) ?? 35));
  const drag = useRef<{ y: number; top: number; moved: boolean } | null>(null);

  const onPointerDown = (e: React.PointerEvent<HTMLButtonElement>) => {
    drag.current = { y: e.clientY, top, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dy = e.clientY - d.y;
    if (Math.abs(dy) > 6) d.moved = true;
    if (d.moved) setTop(Math.min(90, Math.max(5, d.top + (dy / window.innerHeight) * 100)));
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d?.moved) sessionStorage.setItem(SPOT_KEY, String(Math.round(top)));
  };

  return (
    <div className={`game-handle${open ? ' game-handle-open' : ''}`} style={{ top: `${top}%` }}>
      <button
        type="button"
        className="game-handle-grip"
        aria-expanded={open}
        aria-label={t(open ? 'gamebar.closeHandle' : 'gamebar.openHandle')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onClick={() => {
          if (drag.current?.moved) return;
          setOpen((o) => !o);
        }}
      >
        <Icon name={open ? 'chevronLeft' : 'chevron'} size={18} />
      </button>
      {open && (
        <div className="game-handle-strip">
          <button
            type="button"
            className="game-handle-btn"
            aria-label={t('gamebar.back')}
            onClick={() => navigate(launchedFrom())}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <Balance compact />
          <button
            type="button"
            className="btn btn-accent btn-sm"
            onClick={() => guard({ memberCentre: true }) && show('memberCentre', { page: 'depositv2' })}
          >
            {t('header.deposit')}
          </button>
        </div>
      )}
    </div>
  );
}
