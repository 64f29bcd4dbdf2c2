import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DrawFamily, verifyDraw } from './verify.ts';

/**
 * The proof of a provably fair draw, shared by the in-house and the fast VN lottery screens: what the check is, the
 * hash published before the next draw, and each past draw's seed with a check in the browser.
 */

export function FairnessHelp() {
  const { t } = useTranslation();
  return (
    <p className="lot-muted lot-fair-help">
      <strong>{t('lottery.fairness')}.</strong> {t('lottery.fairnessHelp')}
    </p>
  );
}

/** The hash of the coming draw's seed, published before any bet on it. */
export function NextSeedHash({ numero, seedHash }: { numero: string; seedHash: string }) {
  const { t } = useTranslation();
  return (
    <p className="lot-hash">
      <span>{t('lottery.seedHash', { numero })}</span>
      <code>{seedHash}</code>
    </p>
  );
}

export interface ProvenDraw {
  gameCode: string;
  numero: string;
  seed: string | null;
  seedHash: string;
  result: number[] | null;
}

/** A past draw's seed and hash, and the check of the one against the other and the numbers. */
export function Proof({ draw, family }: { draw: ProvenDraw; family: DrawFamily }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'ok' | 'bad'>('idle');
  const check = async () => {
    setState('busy');
    try {
      setState((await verifyDraw(family, draw)) ? 'ok' : 'bad');
    } catch {
      setState('bad');
    }
  };
  return (
    <div className="lot-proof">
      <details>
        <summary>{t('lottery.seed')}</summary>
        <dl>
          <dt>{t('lottery.seed')}</dt>
          <dd>
            <code>{draw.seed}</code>
          </dd>
          <dt>SHA-256</dt>
          <dd>
            <code>{draw.seedHash}</code>
          </dd>
        </dl>
      </details>
      {state === 'ok' ? (
        <span className="lot-verified" role="status">
          ✓ {t('lottery.verified')}
        </span>
      ) : state === 'bad' ? (
        <span className="lot-error" role="status">
          {t('lottery.verifyFailed')}
        </span>
      ) : (
        <button
          type="button"
          className="lot-helper"
          disabled={state === 'busy'}
          aria-label={t('lottery.verifyDraw', { numero: draw.numero })}
          onClick={() => void check()}
        >
          {state === 'busy' ? t('lottery.verifying') : t('lottery.verify')}
        </button>
      )}
    </div>
  );
}
