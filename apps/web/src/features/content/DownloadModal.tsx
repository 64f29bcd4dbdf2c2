import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useUi } from '../../shared/ui/store.ts';
import { DownloadSteps } from './DownloadSteps.tsx';

export default function DownloadModal() {
  const { t } = useTranslation();
  const hide = useUi((s) => s.hide);
  return (
    <Modal title={t('download.title')} onClose={() => hide('download')} size="md">
      <DownloadSteps />
    </Modal>
  );
}
