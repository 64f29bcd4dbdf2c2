import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { teamOverviewQuery } from './api.ts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A labelled value to share, with its copy button. */
function CopyRow({
  label,
  value,
  copyLabel,
  className,
  onCopy,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  className: string;
  onCopy(): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="ac-copy-row">
      <span className="ac-label" id={id}>
        {label}
      </span>
      <output className={`ac-value ${className}`} aria-labelledby={id} title={value} data-testid={testId}>
        {value}
      </output>
      <button type="button" className="btn btn-secondary btn-sm" aria-label={copyLabel} onClick={onCopy}>
        {t('agent.copy')}
      </button>
    </div>
  );
}

/** agentTeamOverview: the referral link and affiliate code to share, and the team's figures. */
export default function TeamOverview() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useQuery(teamOverviewQuery());
  const [copied, setCopied] = useState<'link' | 'code' | 'failed' | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  if (isPending) return <Skeleton height={240} />;
  if (error || !data)
    return <ErrorState message={errorText(t, error)} onRetry={() => refetch()} retryLabel={t('agent.retry')} />;

  const copy = async (what: 'link' | 'code', text: string) => setCopied((await copyText(text)) ? what : 'failed');
  const figures: Array<[string, React.ReactNode]> = [
    ['directCount', data.directCount],
    ['teamSize', data.teamSize],
    ['newToday', data.newToday],
    ['newThisMonth', data.newThisMonth],
    ['teamMainBalance', <Amount key="b" value={data.teamMainBalance} />],
  ];
  return (
    <div className="mc-stack">
      <div className="mc-card ac-share">
        <h4>{t('agent.share')}</h4>
        {data.referralLink && data.affiliateCode ? (
          <>
            <CopyRow
              label={t('agent.referralLink')}
              value={data.referralLink}
              copyLabel={t('agent.copyLink')}
              className="ac-link"
              testId="referral-link"
              onCopy={() => copy('link', data.referralLink as string)}
            />
            <CopyRow
              label={t('agent.affiliateCode')}
              value={data.affiliateCode}
              copyLabel={t('agent.copyCode')}
              className="ac-code"
              onCopy={() => copy('code', data.affiliateCode as string)}
            />
          </>
        ) : (
          <p className="muted">{t('agent.noCode')}</p>
        )}
        <p className={`ac-copied${copied === 'failed' ? ' ac-copy-failed' : ''}`} role="status" aria-live="polite">
          {copied === 'failed' ? t('agent.copyFailed') : copied ? t('agent.copySuccess') : ''}
        </p>
      </div>
      <dl className="ac-figures">
        {figures.map(([key, value]) => (
          <div key={key} className="ac-figure">
            <dt>{t(`agent.figure.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
