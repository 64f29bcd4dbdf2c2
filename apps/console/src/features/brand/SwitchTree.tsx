import type { TWhitelabelNode } from '@portal/contracts/system';
import { useTranslation } from 'react-i18next';
import { Toggle } from '../../shared/ui/Toggle.tsx';

/** The whitelabel switch tree: each node a toggle; a child under a switched-off parent shows as inactive. */
export function SwitchTree({ tree, onChange }: { tree: TWhitelabelNode[]; onChange: (t: TWhitelabelNode[]) => void }) {
  const { t } = useTranslation();
  const flip = (nodes: TWhitelabelNode[], modId: string, on: boolean): TWhitelabelNode[] =>
    nodes.map((n) =>
      n.modId === modId ? { ...n, enabled: on ? '1' : '0' } : { ...n, childrenNodes: flip(n.childrenNodes, modId, on) },
    );
  const render = (nodes: TWhitelabelNode[], parentOn: boolean) => (
    <ul className="switch-tree">
      {nodes.map((n) => {
        const on = n.enabled === '1';
        const label = t(`brand.mod.${n.modId}`, { defaultValue: '' });
        return (
          <li key={n.modId}>
            <div className={`switch-row${parentOn ? '' : ' inactive'}`}>
              <Toggle checked={on} onChange={(v) => onChange(flip(tree, n.modId, v))} label={n.modId} />
              <span className="mono strong">{n.modId}</span>
              {label ? <span className="muted">{label}</span> : null}
              {!parentOn ? <span className="muted small">{t('brand.parentOff')}</span> : null}
            </div>
            {n.childrenNodes.length > 0 ? render(n.childrenNodes, parentOn && on) : null}
          </li>
        );
      })}
    </ul>
  );
  return render(tree, true);
}
