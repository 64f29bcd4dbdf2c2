import { useCallback, useEffect, useState } from 'react';

/** The element the game page puts in full screen: the frame with its phone handle. */
export const GAME_STAGE_ID = 'game-stage';

/** Full screen of the game stage: whether it is on, and the toggle (Escape leaves it too, by the browser). */
export function useGameFullscreen(): { on: boolean; toggle(): void; supported: boolean } {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else
      void document
        .getElementById(GAME_STAGE_ID)
        ?.requestFullscreen?.()
        .catch(() => undefined);
  }, []);
  return { on, toggle, supported: typeof document !== 'undefined' && Boolean(document.fullscreenEnabled) };
}
