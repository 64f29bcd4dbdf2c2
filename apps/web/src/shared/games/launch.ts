import { FIRST_LOAD } from '@portal/contracts/first-load';
import type { gamesOps, TGame } from '@portal/contracts/games';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { errorText } from '../api/error-text.ts';
import { call } from '../api/op.ts';
import { onCdn, useLaunchCdn } from '../cdn.ts';
import { useNavigate, usePathname } from '../router.tsx';
import { useGuard } from '../session/guard.ts';
import { useSession } from '../session/store.ts';
import { warn } from '../ui/dialogs.tsx';
import { useUi } from '../ui/store.ts';
import { webUrl } from '../web-url.ts';
import { setCurrentGame } from './current-game.ts';

const LOTTERY = new Set(['LOTT', 'ELOTT']);

/**
 * Game launch routing of spec section 2: login first; lottery types to /lottery (gameCode, playType); the Vietnam
 * lottery to /vnlottery; a sea account opens its launcher directly; VASSALAGE shows the popup list; others store the
 * frame address and go to /game (unless already there). A launch answer without a usable address (game_url, else
 * game_url2) says 'Invalid URL, please contact customer service' (spec section 8).
 */
export function useLaunch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pathname = usePathname();
  const launchCdn = useLaunchCdn();
  const guard = useGuard();
  const qc = useQueryClient();
  return useCallback(
    async (game: TGame) => {
      if (!guard({ allowTrial: true })) return;
      // A game under maintenance opens its page with other popular games to play instead (spec section 8).
      const underMaintenance = () => {
        sessionStorage.removeItem('iframeUrl');
        setCurrentGame({ ...game, maintenance: true }, pathname);
        if (pathname !== '/game') navigate('/game');
        else window.dispatchEvent(new Event('iframe-url'));
      };
      if (game.maintenance) return underMaintenance();
      if (game.isGame === 'VASSALAGE') {
        useUi.getState().show('gamePopup', { vassalage: game.vassalage, title: game.vendor });
        return;
      }
      try {
        const { username } = { username: useSession.getState().member?.account };
        const res = await call<typeof gamesOps.launch>(FIRST_LOAD.launchGame, {
          // Replaces the session's language header (one value, the page's language now).
          headers: { language: i18n.language },
          body: {
            gameId: game.gameCode,
            nodeId: game.nodeId,
            accountType: 1,
            confirmTrans: 0,
            vassalage: game.vassalage,
            accountTypeName: game.accountTypeName ?? undefined,
            launchMode: 'GLS',
            platform: 'html5-desktop',
            clientType: 3,
            username,
            language: i18n.language,
          },
        });
        void qc.invalidateQueries({ queryKey: ['games', 'recent'] });
        // A launch path on the site itself goes through the brand's launch CDN when it has one.
        const url = webUrl(onCdn(res.game_url ?? '', launchCdn)) ?? webUrl(onCdn(res.game_url2 ?? '', launchCdn));
        if (!url) {
          void warn(t('errors.invalid_url'));
          return;
        }
        if (game.accountTypeName === 'TCG_SEA') {
          window.open(url, '_blank', 'noopener');
          return;
        }
        sessionStorage.setItem('iframeUrl', url);
        setCurrentGame(game, pathname);
        const code =
          game.code && game.defaultPlayType
            ? `?gameCode=${encodeURIComponent(game.code)}&playType=${encodeURIComponent(game.defaultPlayType)}`
            : '';
        if (game.accountTypeName === 'TCG_LOTTO_VN')
          navigate(`/vnlottery${game.code ? `?gameCode=${encodeURIComponent(game.code)}` : ''}`);
        else if (game.accountTypeName && LOTTERY.has(game.accountTypeName)) navigate(`/lottery${code}`);
        else if (pathname !== '/game') navigate('/game');
        else window.dispatchEvent(new Event('iframe-url'));
      } catch (e) {
        if (e instanceof ApiError && e.key === 'game_maintenance') return underMaintenance();
        void warn(errorText(t, e));
      }
    },
    [guard, t, i18n.language, navigate, pathname, qc, launchCdn],
  );
}
