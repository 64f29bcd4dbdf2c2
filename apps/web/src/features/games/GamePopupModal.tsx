import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gameListQuery } from '../../shared/games/api.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { GameGrid } from './GameGrid.tsx';
import './games.css';

/** The popup list of a vendor's games, for entries whose isGame is VASSALAGE (spec section 2). */
export default function GamePopupModal({ vassalage, title }: { vassalage?: string; title?: string }) {
  const { t, i18n } = useTranslation();
  const hide = useUi((s) => s.hide);
  const { data, isLoading } = useQuery(
    gameListQuery({ vassalage: vassalage ?? '', pageNo: 1, language: i18n.language }),
  );
  return (
    <Modal title={title ?? t('lobby.vendors')} onClose={() => hide('gamePopup')} size="lg">
      <GameGrid games={data?.games} loading={isLoading} empty={t('lobby.noGames')} />
    </Modal>
  );
}
