import type { TVnAwaitingDraw } from '@portal/contracts/console-lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/format.ts';
import { DialogForm, submitting } from '../../shared/ui/DialogForm.tsx';
import { toast } from '../../shared/ui/toast.tsx';
import { useEnterResult } from './api.ts';

type Rows = Record<string, string[]>;

/**
 * One entry of a regional result: a row of inputs per prize (as many as its numbers, each of its digits), typed from
 * the live draw. The server compares it with the other operator's entry; the numbers of the first are never shown.
 */
export function ResultDialog({ draw, onClose }: { draw: TVnAwaitingDraw; onClose: () => void }) {
  const { t } = useTranslation();
  const enter = useEnterResult();
  const [rows, setRows] = useState<Rows>(() =>
    Object.fromEntries(draw.layout.map((s) => [s.prize, Array.from({ length: s.count }, () => '')])),
  );
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const wrong = (digits: number, v: string) => !new RegExp(`^\\d{${digits}}$`).test(v);
  const complete = draw.layout.every((s) => rows[s.prize]?.every((v) => !wrong(s.digits, v)));
  const set = (prize: string, i: number, v: string) =>
    setRows((r) => ({ ...r, [prize]: (r[prize] ?? []).map((x, j) => (j === i ? v.replace(/\D/g, '') : x)) }));
  const confirming = draw.entries.length > 0;
  return (
    <DialogForm
      title={t(confirming ? 'lottery.confirmTitle' : 'lottery.enterTitle', { numero: draw.numero })}
      submitLabel={t(confirming ? 'lottery.confirm' : 'lottery.enter')}
      variant="ok"
      busy={enter.isPending}
      failure={failure}
      onSubmit={() => {
        setChecked(true);
        if (!complete) return;
        return submitting(
          setFailure,
          async () => {
            const done = await enter.mutateAsync({ drawId: draw.drawId, body: { prizes: rows } });
            toast(t(`lottery.outcome.${done.outcome}`, { numero: draw.numero }));
          },
          onClose,
        )();
      }}
      onClose={onClose}
    >
      <p>
        <strong>{draw.gameName}</strong> · {draw.numero} · {dateTime(draw.drawsAt)}
      </p>
      <p className="muted">{t(confirming ? 'lottery.confirmHint' : 'lottery.enterHint')}</p>
      <table className="data vn-entry">
        <tbody>
          {draw.layout.map((s) => (
            <tr key={s.prize}>
              <th scope="row">
                {t(`lottery.prize.${s.prize}`)} <span className="sub">({t('lottery.digits', { n: s.digits })})</span>
              </th>
              <td className="wrap">
                {(rows[s.prize] ?? []).map((v, i) => (
                  <input
                    // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers are positions
                    key={i}
                    className="input vn-number"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={s.digits}
                    size={s.digits + 1}
                    aria-label={`${t(`lottery.prize.${s.prize}`)} ${i + 1}`}
                    aria-invalid={checked && wrong(s.digits, v) ? true : undefined}
                    value={v}
                    onChange={(e) => set(s.prize, i, e.target.value)}
                  />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {checked && !complete ? (
        <p className="error" role="alert">
          {t('lottery.incomplete')}
        </p>
      ) : null}
    </DialogForm>
  );
}
