import {
  promotionArts,
  promotionCategories,
  promotionLanguages,
  type TConsolePromotion,
} from '@portal/contracts/promotions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { promotionQuery, useSavePromotion } from './api.ts';
import { check, type Draft, emptyDraft, fromPromotion, type Lang } from './draft.ts';
import { DraftChoice, DraftInput, type Edit, Section } from './fields.tsx';
import { MechanismFields } from './MechanismFields.tsx';
import { TextsSection } from './TextsSection.tsx';
import { WageringFields } from './WageringFields.tsx';

/** The server's word on single fields: its own validation's paths, and the code another promotion already has. */
function serverFields(failure: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!(failure instanceof ApiError)) return out;
  if (failure.key === 'promotion_code_taken') out.set('code', 'errors.promotion_code_taken');
  const fields = (failure.value as { fields?: Array<{ field: string }> } | null)?.fields ?? [];
  for (const f of fields) out.set(f.field, 'form.invalid');
  return out;
}

/** Opens a promotion by id (fresh from the server) or a blank draft, then the editor. */
export function PromotionEditor({ code, id, onClose }: { code: string; id: number | null; onClose: () => void }) {
  const one = useQuery({ ...promotionQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <EditorForm code={code} row={null} onClose={onClose} />;
  if (one.data) return <EditorForm code={code} row={one.data} onClose={onClose} />;
  return one.error ? <Failed error={one.error} retry={() => void one.refetch()} /> : <Loading />;
}

function EditorForm({ code, row, onClose }: { code: string; row: TConsolePromotion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePromotion(code);
  const [draft, setDraft] = useState<Draft>(() => (row ? fromPromotion(row) : emptyDraft()));
  const [lang, setLang] = useState<Lang>(() => promotionLanguages.find((l) => row?.texts[l]) ?? 'pt');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { body, issues } = check(draft);
  const server = serverFields(failure);
  const err = (path: string): FieldError | undefined => {
    const fromServer = server.get(path);
    if (fromServer) return { type: 'server', message: t(fromServer) };
    const issue = checked ? issues.get(path) : undefined;
    if (!issue) return undefined;
    if (path === 'endsAt' && issue.code === 'custom')
      return { type: 'ends_after_start', message: t('promotions.endsAfterStart') };
    return { type: issue.code };
  };
  const e: Edit = {
    d: draft,
    set: (patch) => setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) })),
    err,
  };
  const submit = () => {
    setChecked(true);
    if (issues.size > 0) {
      // Show the first language the schema complains about, since only one is on screen at a time.
      const bad = [...issues.keys()].find((k) => /^texts\.\w+\./.test(k))?.split('.')[1] as Lang | undefined;
      if (bad) setLang(bad);
      return;
    }
    return submitting(
      setFailure,
      async () => {
        await save.mutateAsync({ id: row?.id ?? null, body });
        toast(t(row ? 'promotions.saved' : 'promotions.created', { code: body.code }));
      },
      onClose,
    )();
  };
  const a = draft.audience;
  return (
    <DialogForm
      title={row ? t('promotions.editTitle', { code: row.code }) : t('promotions.newTitle')}
      submitLabel={row ? t('promotions.save') : t('promotions.createDraft')}
      busy={save.isPending}
      failure={failure}
      wide="xl"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="promo-editor">
        <div className="promo-col">
          <Section title={t('promotions.basics')}>
            <div className="form-row">
              <DraftInput e={e} name="code" path="code" label={t('promotions.code')} hint={t('promotions.codeHint')} />
              <DraftChoice
                e={e}
                name="category"
                label={t('promotions.category')}
                values={promotionCategories}
                text={(v) => t(`promotions.categories.${v}`)}
              />
            </div>
            <div className="form-row">
              <DraftChoice
                e={e}
                name="art"
                label={t('promotions.art')}
                values={promotionArts}
                text={(v) => t(`promotions.arts.${v}`)}
              />
              <DraftInput e={e} name="sort" path="sort" label={t('promotions.sort')} type="number" />
            </div>
          </Section>
          <TextsSection e={e} lang={lang} onLang={setLang} />
        </div>
        <div className="promo-col">
          <Section title={t('promotions.when')}>
            <div className="form-row">
              <DraftInput e={e} name="startsAt" path="startsAt" label={t('promotions.starts')} type="datetime-local" />
              <DraftInput
                e={e}
                name="endsAt"
                path="endsAt"
                label={t('promotions.ends')}
                hint={t('promotions.endsHint')}
                type="datetime-local"
              />
            </div>
            <div className="form-row">
              <DraftChoice
                e={e}
                name="audience"
                label={t('promotions.audience')}
                values={['everyone', 'new_players', 'vip'] as const}
                text={(v) => t(`promotions.audiences.${v}`)}
              />
              {a === 'new_players' ? (
                <DraftInput
                  e={e}
                  name="withinDays"
                  path="audience.withinDays"
                  label={t('promotions.withinDays')}
                  unit={t('promotions.days')}
                  type="number"
                />
              ) : null}
              {a === 'vip' ? (
                <DraftInput
                  e={e}
                  name="levels"
                  path="audience.levels"
                  label={t('promotions.levels')}
                  hint={t('promotions.levelsHint')}
                />
              ) : null}
            </div>
          </Section>
          <MechanismFields e={e} />
          <WageringFields e={e} />
        </div>
      </div>
      {checked && issues.size > 0 ? (
        <p className="notice bad" role="alert">
          {t('promotions.fixFields')}
        </p>
      ) : null}
    </DialogForm>
  );
}
