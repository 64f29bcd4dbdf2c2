import { zodResolver } from '@hookform/resolvers/zod';
import { ZMemberNoteBody } from '@portal/contracts/console-members';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { useMay } from '../../shared/roles.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { errorText } from '../../shared/ui/errors.ts';
import { Field } from '../../shared/ui/Field.tsx';
import { Failed, Loading } from '../../shared/ui/States.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { addNote, notesQuery } from './api.ts';

/** Operators' notes on a member, newest first, five at a time, and the form that adds one. */
export function MemberNotes({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const notes = useQuery(notesQuery(id, page));
  const canNote = useMay('members.note');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ body: string }>({ resolver: zodResolver(ZMemberNoteBody), defaultValues: { body: '' } });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await addNote(id, v.body);
      form.reset();
      setPage(0);
      toast(t('members.noteAdded'));
      await client.invalidateQueries({ queryKey: ['member', id, 'notes'] });
    } catch (e) {
      setFailure(e);
    }
  });
  const total = notes.data?.total ?? 0;

  return (
    <section className="panel" aria-labelledby="member-notes">
      <div className="panel-head">
        <h2 id="member-notes">{t('members.notes')}</h2>
        {total > 0 ? <span className="muted">{total}</span> : null}
      </div>
      <div className="panel-body grid">
        {canNote ? (
          <form onSubmit={submit} className="grid" noValidate>
            <Field
              label={t('members.note')}
              id="note-body"
              error={form.formState.errors.body}
              hint={t('members.noteHint')}
            >
              <textarea id="note-body" className="input" rows={2} {...form.register('body')} />
            </Field>
            {failure ? (
              <div className="notice bad" role="alert">
                {errorText(t, failure)}
              </div>
            ) : null}
            <div>
              <Button type="submit" variant="primary" small busy={form.formState.isSubmitting}>
                {t('members.addNote')}
              </Button>
            </div>
          </form>
        ) : null}
        {notes.isPending ? (
          <Loading />
        ) : notes.error ? (
          <Failed error={notes.error} retry={() => void notes.refetch()} />
        ) : notes.data.rows.length === 0 ? (
          <p className="muted">{t('members.noNotes')}</p>
        ) : (
          <ol className="notes">
            {notes.data.rows.map((n) => (
              <li key={n.id}>
                <p className="note-body">{n.body}</p>
                <p className="muted note-by">
                  {t('members.noteBy', { operator: n.operator, when: dateTime(n.createdAt) })}
                </p>
              </li>
            ))}
          </ol>
        )}
        {total > 5 ? (
          <div className="toolbar">
            <Button small variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('members.newerNotes')}
            </Button>
            <Button small variant="ghost" disabled={(page + 1) * 5 >= total} onClick={() => setPage(page + 1)}>
              {t('members.olderNotes')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
