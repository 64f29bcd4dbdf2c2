import { charCount, FEEDBACK_TYPES, type TFeedbackItem, type TFeedbackType } from '@portal/contracts/feedback';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useSession } from '../../shared/session/store.ts';
import { useFormatTime } from '../../shared/time.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ImagePicker } from '../../shared/ui/ImagePicker.tsx';
import { Icon } from '../../shared/ui/icons.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/States.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { readProofs } from './api.ts';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MIN_CHARS,
  uploadQuery,
  useFeedbackList,
  useSendFeedback,
} from './feedback-api.ts';
import './messages.css';

const MAX_IMAGES = 3;

function Thumb({ id, label }: { id: number; label: string }) {
  const token = useSession((s) => s.token);
  const { data } = useQuery(uploadQuery(token, id));
  return data ? (
    <a className="fb-thumb" href={data} target="_blank" rel="noreferrer">
      <img src={data} alt={label} width={64} height={64} />
    </a>
  ) : (
    <span className="fb-thumb fb-thumb-wait" aria-hidden="true" />
  );
}

function FeedbackCard({ f }: { f: TFeedbackItem }) {
  const { t } = useTranslation();
  const time = useFormatTime();
  return (
    <li className="fb-card">
      <div className="fb-card-head">
        <strong className="fb-type">{t(`feedback.types.${f.type}`)}</strong>
        <span className={`status status-${f.status === 'answered' ? 'paid' : 'pending'}`}>
          {t(`feedback.status.${f.status}`)}
        </span>
        <time className="fb-time" dateTime={f.createdAt}>
          {time(f.createdAt)}
        </time>
      </div>
      <p className="fb-content">{f.content}</p>
      {f.images.length > 0 && (
        <div className="fb-thumbs">
          {f.images.map((id, i) => (
            <Thumb key={id} id={id} label={t('feedback.imageN', { n: i + 1 })} />
          ))}
        </div>
      )}
      {f.answer && (
        <div className="fb-answer">
          <span className="fb-answer-label">
            <Icon name="chat" size={16} /> {t('feedback.answer')}
            {f.answeredAt && <time dateTime={f.answeredAt}> · {time(f.answeredAt)}</time>}
          </span>
          <p>{f.answer}</p>
        </div>
      )}
    </li>
  );
}

/** feedback: a complaint of one of the spec's types with up to 3 images, and the member's feedback with answers. */
export default function Feedback() {
  const { t } = useTranslation();
  const ids = useId();
  const [type, setType] = useState<TFeedbackType>('deposit');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [pageNo, setPage] = useState(1);
  const send = useSendFeedback();
  const list = useFeedbackList(pageNo);
  const chars = charCount(content.trim());

  const addImages = async (chosen: File[]) => {
    if (images.length + chosen.length > MAX_IMAGES) return setError(t('mc.upload.count'));
    const r = await readProofs(chosen);
    if (r.error) return setError(t(`mc.upload.${r.error}`));
    setError(undefined);
    setImages((list) => [...list, ...r.urls]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chars < FEEDBACK_MIN_CHARS || chars > FEEDBACK_MAX_CHARS)
      return setError(t('feedback.length', { min: FEEDBACK_MIN_CHARS, max: FEEDBACK_MAX_CHARS }));
    setError(undefined);
    try {
      await send.mutateAsync({ type, content: content.trim(), images });
      setContent('');
      setImages([]);
      setPage(1);
      void notify({ kind: 'success', title: t('feedback.sent') });
    } catch (err) {
      const reason = err instanceof ApiError ? (err.value as { reason?: string } | null)?.reason : undefined;
      setError(reason ? t(`mc.upload.${reason}`) : errorText(t, err));
    }
  };

  return (
    <div className="mc-stack fb">
      <form className="mc-card fb-form" onSubmit={submit} noValidate>
        <fieldset className="fb-types">
          <legend>{t('feedback.type')}</legend>
          {FEEDBACK_TYPES.map((x) => (
            <label key={x} className={`chip fb-type-chip${type === x ? ' fb-type-on' : ''}`}>
              <input type="radio" name={`${ids}-type`} value={x} checked={type === x} onChange={() => setType(x)} />
              {t(`feedback.types.${x}`)}
            </label>
          ))}
        </fieldset>
        <div className={`field${error && chars < FEEDBACK_MIN_CHARS ? ' field-invalid' : ''}`}>
          <label className="field-label" htmlFor={`${ids}-content`}>
            {t('feedback.content')}
          </label>
          <textarea
            id={`${ids}-content`}
            className="fb-textarea"
            rows={5}
            value={content}
            maxLength={FEEDBACK_MAX_CHARS * 2}
            placeholder={t('feedback.placeholder')}
            aria-describedby={`${ids}-count`}
            onChange={(e) => setContent(e.target.value)}
          />
          <span id={`${ids}-count`} className={`field-hint fb-count${chars > FEEDBACK_MAX_CHARS ? ' fb-over' : ''}`}>
            {t('feedback.count', { n: chars, min: FEEDBACK_MIN_CHARS, max: FEEDBACK_MAX_CHARS })}
          </span>
        </div>
        <ImagePicker
          legend={t('feedback.images')}
          hint={t('feedback.imagesHint')}
          images={images}
          max={MAX_IMAGES}
          onAdd={(files) => void addImages(files)}
          onRemove={(i) => setImages((list) => list.filter((_, j) => j !== i))}
          addLabel={t('feedback.addImage')}
          imageLabel={(n) => t('feedback.imageN', { n })}
          removeLabel={(n) => t('feedback.removeImage', { n })}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="accent" loading={send.isPending}>
          {t('feedback.submit')}
        </Button>
      </form>
      <section aria-labelledby={`${ids}-mine`} className="mc-stack fb-mine">
        <h4 id={`${ids}-mine`} className="fb-mine-title">
          {t('feedback.mine')}
        </h4>
        {list.isLoading ? (
          <Skeleton height={160} />
        ) : list.isError || !list.data ? (
          <ErrorState
            message={t('inbox.loadFailed')}
            onRetry={() => void list.refetch()}
            retryLabel={t('inbox.retry')}
          />
        ) : list.data.total === 0 ? (
          <EmptyState title={t('feedback.none')} />
        ) : (
          <>
            <ul className="fb-list">
              {list.data.list.map((f) => (
                <FeedbackCard key={f.id} f={f} />
              ))}
            </ul>
            <Pager page={pageNo} total={list.data.totalPages} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
