import type { TMemberLabel } from '@portal/contracts/console-members';

/** One member label drawn as the portal draws it: its own text colour on its own background. */
export function MemberLabel({ label }: { label: TMemberLabel }) {
  return (
    <span className="member-label" style={{ color: label.color, background: label.background }}>
      {label.text || '…'}
    </span>
  );
}
