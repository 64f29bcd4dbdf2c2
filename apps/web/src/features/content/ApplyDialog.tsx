import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useApplyPromotion } from '../../shared/promotions/api.ts';
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from '../../shared/promotions/contract.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ImagePicker } from '../../shared/ui/ImagePicker.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { checkImages, type ImageProblem, readDataUrl } from './application-images.ts';

/** The application form of an `applying` promotion: a comment of at most 140 characters and up to 3 images. */
export function ApplyDialog({ promotionId, title, onClose }: { promotionId: number; title: string; onClose(): void }) {
  const { t } = useTranslation();
  const ids = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<Array<{ name: string; url: string }>>([]);
  const [imageError, setImageError] = useState<string>();
  const [commentError, setCommentError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const apply = useApplyPromotion();
  // The server counts the trimmed comment (ZApplyBody), so the counter does too.
  const length = comment.trim().length;
  const over = length > APPLICATION_COMMENT_MAX;

  // The comment is what the form is for: start there. This runs after the modal has noted the Apply button (focus
  // goes back to it on close) and focused its first control (React's autoFocus would come before and spoil both).
  useEffect(() => commentRef.current?.focus(), []);

  const problemText = (p: ImageProblem) =>
    p.kind === 'tooMany'
      ? t('promos.apply.tooMany', { max: APPLICATION_IMAGES_MAX })
      : t(`promos.apply.${p.kind}`, { name: p.name });

  const addImages = async (chosen: File[]) => {
    const problem = checkImages(images.length, chosen);
    if (problem) return setImageError(problemText(problem));
    try {
      const read = await Promise.all(chosen.map(async (f) => ({ name: f.name, url: await readDataUrl(f) })));
      setImageError(undefined);
      setImages((held) => [...held, ...read].slice(0, APPLICATION_IMAGES_MAX));
    } catch {
      setImageError(problemText({ kind: 'unreadable', name: chosen[0]?.name ?? '' }));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(undefined);
    if (length === 0) return setCommentError(t('promos.apply.commentRequired'));
    if (over) return setCommentError(t('promos.apply.commentTooLong', { max: APPLICATION_COMMENT_MAX }));
    setCommentError(undefined);
    try {
      await apply.mutateAsync({ promotionId, comment: comment.trim(), images: images.map((i) => i.url) });
      void notify({ kind: 'success', title: t('promos.toast.applied'), description: t('promos.toast.appliedHint') });
      onClose();
    } catch (err) {
      setServerError(errorText(t, err));
    }
  };

  return (
    <Modal title={t('promos.apply.title', { title })} onClose={onClose} closeOnCover={false}>
      <form className="promo-apply" onSubmit={submit} noValidate>
        <p className="promo-apply-intro">{t('promos.apply.intro')}</p>
        <div className={`field${commentError ? ' field-invalid' : ''}`}>
          <label className="field-label" htmlFor={`${ids}-comment`}>
            {t('promos.apply.comment')}
          </label>
          <textarea
            id={`${ids}-comment`}
            className="promo-textarea"
            rows={4}
            ref={commentRef}
            value={comment}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={`${ids}-count${commentError ? ` ${ids}-comment-error` : ''}`}
            onChange={(e) => setComment(e.target.value)}
          />
          <span id={`${ids}-count`} className={`field-hint promo-count${over ? ' promo-over' : ''}`}>
            {t('promos.apply.counter', { count: length, max: APPLICATION_COMMENT_MAX })}
          </span>
          {commentError && (
            <span id={`${ids}-comment-error`} className="field-error" role="alert">
              {commentError}
            </span>
          )}
        </div>
        <ImagePicker
          legend={t('promos.apply.images')}
          hint={t('promos.apply.imagesHint', { max: APPLICATION_IMAGES_MAX })}
          images={images.map((i) => i.url)}
          max={APPLICATION_IMAGES_MAX}
          onAdd={(files) => void addImages(files)}
          onRemove={(i) => setImages((held) => held.filter((_, j) => j !== i))}
          addLabel={t('promos.apply.addImages')}
          imageLabel={(n) => t('promos.apply.imageN', { n })}
          removeLabel={(n) => t('promos.apply.removeImage', { n })}
          error={imageError}
        />
        {serverError && (
          <p className="field-error" role="alert">
            {serverError}
          </p>
        )}
        <div className="promo-apply-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('promos.apply.cancel')}
          </Button>
          <Button type="submit" variant="accent" loading={apply.isPending}>
            {t('promos.apply.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
