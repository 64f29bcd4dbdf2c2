import type { TRaffleSeed } from '@portal/contracts/raffle';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { notify } from '../../../shared/ui/toast.tsx';
import { useRotateRaffleSeed } from '../reward-api.ts';

/** The seed pair in use: the hash published before any draw, the client seed and nonce, and the reveal. */
export function FairSeed({ seed }: { seed: TRaffleSeed }) {
  const { t } = useTranslation();
  const rotate = useRotateRaffleSeed();
  const goToHistory = () => {
    const heading = document.getElementById('reward-history');
    heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <section className="reward-section fair" aria-labelledby="reward-fair">
      <h4 id="reward-fair" className="earn-subhead">
        {t('reward.fair.title')}
      </h4>
      <p className="raffle-hint">{t('reward.fair.explain')}</p>
      <dl className="fair-seed">
        <div>
          <dt>{t('reward.fair.hash')}</dt>
          <dd>
            <code data-testid="seed-hash">{seed.serverHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('reward.fair.client')}</dt>
          <dd>
            <code>{seed.clientSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('reward.fair.nonce')}</dt>
          <dd className="num">{seed.nonce}</dd>
        </div>
      </dl>
      <div className="earn-actions">
        <Button
          variant="secondary"
          loading={rotate.isPending}
          onClick={() =>
            rotate.mutate(undefined, {
              onSuccess: () => void notify({ kind: 'success', title: t('reward.fair.revealed') }),
              onError: (e) => void notify({ kind: 'error', title: errorText(t, e) }),
            })
          }
        >
          {t('reward.fair.reveal')}
        </Button>
        <Button variant="ghost" onClick={goToHistory}>
          {t('reward.fair.verify')}
        </Button>
      </div>
    </section>
  );
}
