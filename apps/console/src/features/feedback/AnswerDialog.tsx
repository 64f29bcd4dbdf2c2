import { FEEDBACK_ANSWER_MAX_CHARS, type TFeedbackAdminRow } from '@portal/contracts/feedback';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { useApiImage } from '../../shared/ui/ApiImage.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { useAnswerFeedback } from './api.ts';

function FeedbackImage({ feedbackId, imageId, n }: { feedbackId: number; imageId: number; n: number }) {
  const { t } = useTranslation();
  const { url } = useApiImage(`/feedback/${feedbackId}/images/${imageId}`);
  return (
    <div className="proof">
      {url ? <img src={url} alt={t('feedback.imageN', { n })} /> : <span className="muted">{t('app.loading')}</span>}
    </div>
  );
}

function Complaint({ f }: { f: TFeedbackAdminRow }) {
  const { t } = useTranslation();
  return (
    <div className="grid">
      <p className="muted">
        {f.username} · {f.merchantCode} · {t(`feedback.types.${f.type}`)} · {dateTime(f.createdAt)}
      </p>
      <blockquote className="feedback-quote">{f.content}</blockquote>
      {f.images.map((imageId, i) => (
        <FeedbackImage key={imageId} feedbackId={f.id} imageId={imageId} n={i + 1} />
      ))}
    </div>
  );
}

/** The complaint with its images, and the one answer (sent to the member's inbox too); answered ones only show. */
export function AnswerDialog({ f, onClose }: { f: TFeedbackAdminRow; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const answer = useAnswerFeedback();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  if (f.status === 'answered')
    return (
      <Dialog title={t('feedback.view')} onClose={onClose} wide>
        <Complaint f={f} />
        <h3>{t('feedback.answer')}</h3>
        <blockquote className="feedback-quote">{f.answer}</blockquote>
        <p className="muted">
          {f.answeredBy ?? '—'} · {f.answeredAt ? dateTime(f.answeredAt) : ''}
        </p>
      </Dialog>
    );
  return (
    <DialogForm
      title={t('feedback.answerTitle')}
      submitLabel={t('feedback.send')}
      busy={answer.isPending}
      failure={failure}
      onSubmit={submitting(
        setFailure,
        () => answer.mutateAsync({ id: f.id, answer: text }),
        () => {
          toast(t('feedback.answered'));
          onClose();
        },
      )}
      onClose={onClose}
      wide
    >
      <Complaint f={f} />
      <div className="field">
        <label htmlFor={`${id}-answer`}>{t('feedback.answer')}</label>
        <textarea
          id={`${id}-answer`}
          className="input"
          rows={5}
          required
          maxLength={FEEDBACK_ANSWER_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="hint">{t('feedback.answerHint')}</span>
      </div>
    </DialogForm>
  );
}
