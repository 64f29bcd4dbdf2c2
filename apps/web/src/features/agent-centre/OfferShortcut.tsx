import { contractKinds } from '@portal/contracts/agent-contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consolidatedQuery, SWITCH_OF } from '../../shared/contracts/api.ts';
import { CONTRACT_PAGE } from './contract-pages.ts';
import { useAgentNav } from './nav.ts';

/**
 * A team row's "offer contract": opens the kind's contract page with the downline filled in. With several kinds
 * running it first asks which, as a short list of buttons under it.
 */
export function OfferShortcut({ username }: { username: string }) {
  const { t } = useTranslation();
  const nav = useAgentNav();
  const { data: switches } = useQuery(consolidatedQuery());
  const [open, setOpen] = useState(false);
  const listId = useId();
  const kinds = contractKinds.filter((k) => switches?.[SWITCH_OF[k]]);
  const [only] = kinds;
  if (!only) return null;
  const go = (kind: (typeof kinds)[number]) => nav.go(CONTRACT_PAGE[kind], { downline: username });
  const label = t('agent.contract.offerTo', { username });
  if (kinds.length === 1)
    return (
      <button type="button" className="btn btn-secondary btn-sm" aria-label={label} onClick={() => go(only)}>
        {t('agent.contract.offerShort')}
      </button>
    );
  return (
    <div className="ct-shortcut">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {t('agent.contract.offerShort')} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <ul id={listId} className="ct-shortcut-list">
          {kinds.map((k) => (
            <li key={k}>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => go(k)}>
                {t(`contract.kind.${k}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
