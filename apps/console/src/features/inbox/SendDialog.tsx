import { INBOX_LANGUAGES, type TInboxAudience, type TInboxTexts } from '@portal/contracts/inbox';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { useSendMessage } from './api.ts';

const AUDIENCES: TInboxAudience[] = ['member', 'vip', 'agents', 'all'];
type Texts = Record<string, { title: string; body: string }>;

/** A message to one member, a VIP level and above, the agents or everyone, written in any of the six languages. */
export function SendDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const [audience, setAudience] = useState<TInboxAudience>('member');
  const [username, setUsername] = useState('');
  const [vipRank, setVipRank] = useState('2');
  const [texts, setTexts] = useState<Texts>({});
  const [missing, setMissing] = useState(false);
  const set = (lang: string, key: 'title' | 'body', v: string) =>
    setTexts((x) => ({ ...x, [lang]: { title: x[lang]?.title ?? '', body: x[lang]?.body ?? '', [key]: v } }));
  const filled = Object.fromEntries(
    Object.entries(texts).filter(([, v]) => v.title.trim() && v.body.trim()),
  ) as TInboxTexts;

  const submit = () => {
    const none = Object.keys(filled).length === 0 || (audience === 'member' && !username.trim());
    setMissing(none);
    if (none) return;
    return submitting(
      setFailure,
      () =>
        send.mutateAsync({
          audience,
          texts: filled,
          ...(audience === 'member' ? { username: username.trim() } : {}),
          ...(audience === 'vip' ? { vipRank: Number(vipRank) } : {}),
        }),
      () => {
        toast(t('inbox.sent'));
        onClose();
      },
    )();
  };

  return (
    <DialogForm
      title={t('inbox.new')}
      submitLabel={t('inbox.send')}
      busy={send.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <div className="field">
        <label htmlFor={`${id}-aud`}>{t('inbox.audience')}</label>
        <select
          id={`${id}-aud`}
          className="select"
          value={audience}
          onChange={(e) => setAudience(e.target.value as TInboxAudience)}
        >
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {t(`inbox.to.${a}`)}
            </option>
          ))}
        </select>
      </div>
      {audience === 'member' && (
        <div className={`field${missing && !username.trim() ? ' invalid' : ''}`}>
          <label htmlFor={`${id}-user`}>{t('inbox.username')}</label>
          <input
            id={`${id}-user`}
            className="input"
            autoComplete="off"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
      )}
      {audience === 'vip' && (
        <div className="field">
          <label htmlFor={`${id}-rank`}>{t('inbox.vipRank')}</label>
          <input
            id={`${id}-rank`}
            className="input"
            type="number"
            min={1}
            max={100}
            value={vipRank}
            onChange={(e) => setVipRank(e.target.value)}
          />
          <span className="hint">{t('inbox.vipRankHint')}</span>
        </div>
      )}
      <p className="muted">{t('inbox.languagesHint')}</p>
      {INBOX_LANGUAGES.map((lang) => (
        <fieldset key={lang} className="inbox-lang">
          <legend>{t(`inbox.lang.${lang}`)}</legend>
          <input
            className="input"
            aria-label={`${t('inbox.title')} (${t(`inbox.lang.${lang}`)})`}
            placeholder={t('inbox.title')}
            maxLength={100}
            value={texts[lang]?.title ?? ''}
            onChange={(e) => set(lang, 'title', e.target.value)}
          />
          <textarea
            className="input"
            rows={3}
            aria-label={`${t('inbox.body')} (${t(`inbox.lang.${lang}`)})`}
            placeholder={t('inbox.body')}
            maxLength={2000}
            value={texts[lang]?.body ?? ''}
            onChange={(e) => set(lang, 'body', e.target.value)}
          />
        </fieldset>
      ))}
      {missing && (
        <div className="notice bad" role="alert">
          {t('inbox.missing')}
        </div>
      )}
    </DialogForm>
  );
}
