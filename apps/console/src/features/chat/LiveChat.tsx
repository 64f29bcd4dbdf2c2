import { zodResolver } from '@hookform/resolvers/zod';
import { ZSupportMessageBody } from '@portal/contracts/support';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Failed, Loading, PageHead } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { type Conversation, conversationsQuery, threadQuery, useReply, useSetStatus } from './api.ts';

/** The customer-service chats: conversations with unread markers, one open to read, answer and close. */
export default function LiveChat() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [selected, setSelected] = useState<number | null>(null);
  const list = useQuery(conversationsQuery(status));
  const unread = list.data?.reduce((n, c) => n + c.unread, 0) ?? 0;
  return (
    <>
      <PageHead title={t('nav.chat')} sub={t('chat.sub')}>
        <div className="tabs" role="tablist" aria-label={t('chat.status')}>
          {(['open', 'closed'] as const).map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={status === s}
              onClick={() => {
                setStatus(s);
                setSelected(null);
              }}
            >
              {t(`chat.st.${s}`)}
            </button>
          ))}
        </div>
      </PageHead>
      <div className="chat-layout">
        <section className="panel chat-list" aria-label={t('chat.conversations')}>
          <div className="panel-head">
            <h2>{t('chat.conversations')}</h2>
            {unread > 0 ? <Badge tone="warn">{t('chat.unreadN', { n: unread })}</Badge> : null}
          </div>
          {list.isPending ? (
            <Loading />
          ) : list.error ? (
            <Failed error={list.error} retry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <div className="empty">{t('chat.none')}</div>
          ) : (
            <ul>
              {list.data.map((c) => (
                <li key={c.id}>
                  <ConversationButton c={c} current={selected === c.id} onOpen={() => setSelected(c.id)} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected ? <ThreadPane key={selected} id={selected} /> : <div className="panel empty">{t('chat.pick')}</div>}
      </div>
    </>
  );
}

function ConversationButton({ c, current, onOpen }: { c: Conversation; current: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`chat-item${c.unread > 0 ? ' unread' : ''}`}
      aria-current={current || undefined}
      onClick={onOpen}
    >
      <span className="chat-item-head">
        <span className="strong">{c.visitorName || t('chat.visitor', { id: c.id })}</span>
        {c.channel === 'vip' ? <Badge tone="brand">VIP</Badge> : null}
        {c.unread > 0 ? (
          <b className="count" title={t('chat.unreadN', { n: c.unread })}>
            {c.unread}
            <span className="sr-only"> {t('chat.unreadN', { n: c.unread })}</span>
          </b>
        ) : null}
      </span>
      <span className="chat-item-last">{c.lastMessage || '—'}</span>
      <span className="sub">
        {c.merchantCode} · {dateTime(c.lastMessageAt)}
      </span>
    </button>
  );
}

function ThreadPane({ id }: { id: number }) {
  const { t } = useTranslation();
  const thread = useQuery(threadQuery(id));
  const reply = useReply(id);
  const setStatus = useSetStatus(id);
  const end = useRef<HTMLLIElement>(null);
  const form = useForm<{ body: string }>({ resolver: zodResolver(ZSupportMessageBody), defaultValues: { body: '' } });
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    if (count) end.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);
  if (thread.isPending) return <Loading />;
  if (thread.error) return <Failed error={thread.error} retry={() => void thread.refetch()} />;
  const c = thread.data;
  const send = form.handleSubmit(async (v) => {
    try {
      await reply.mutateAsync(v.body);
      form.reset({ body: '' });
    } catch (e) {
      toast(errorText(t, e), true);
    }
  });
  return (
    <section className="panel chat-thread" aria-labelledby="chat-title">
      <div className="panel-head">
        <h2 id="chat-title">{c.visitorName || t('chat.visitor', { id: c.id })}</h2>
        <Badge tone={c.status === 'open' ? 'ok' : 'muted'}>{t(`chat.st.${c.status}`)}</Badge>
        <span style={{ flex: 1 }} />
        <Button
          small
          variant={c.status === 'open' ? 'secondary' : 'primary'}
          busy={setStatus.isPending}
          onClick={() =>
            setStatus
              .mutateAsync(c.status === 'open' ? 'closed' : 'open')
              .then(() => toast(t(c.status === 'open' ? 'chat.closed' : 'chat.reopened')))
              .catch((e: unknown) => toast(errorText(t, e), true))
          }
        >
          {t(c.status === 'open' ? 'chat.close' : 'chat.reopen')}
        </Button>
      </div>
      <ol className="chat-messages" aria-live="polite" aria-label={t('chat.messages')}>
        {c.messages.map((m) => (
          <li key={m.id} className={`chat-msg ${m.author}`}>
            <span className="chat-bubble">{m.body}</span>
            <span className="sub">
              {t(`chat.author.${m.author}`)} · {dateTime(m.createdAt)}
            </span>
          </li>
        ))}
        <li ref={end} aria-hidden className="chat-end" />
      </ol>
      <form className="chat-reply" onSubmit={send} noValidate>
        <label htmlFor="chat-body" className="sr-only">
          {t('chat.answer')}
        </label>
        <textarea
          id="chat-body"
          className="input"
          rows={2}
          placeholder={t('chat.answerHint')}
          {...form.register('body')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          {t('chat.send')}
        </Button>
      </form>
    </section>
  );
}
