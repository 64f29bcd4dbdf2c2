import type { TLotteryTerms } from '@portal/contracts/console-lottery';
import { ZLotteryTermsChange } from '@portal/contracts/console-lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/ui/errors.ts';
import { toast } from '../../shared/ui/toast.tsx';
import { useSetTerms } from './api.ts';

/** Hundredths of a percent from "96.00". */
const bpOf = (rtp: string) => Math.round(Number(rtp) * 100);

/**
 * A game's terms at the brand: RTP, limits and payout cap per draw, and for a VN game the odds and limits of each
 * bet type (each shown with the return it gives). New bets take them; bets already placed keep theirs.
 */
export function TermsEditor({ code, game, admin }: { code: string; game: TLotteryTerms; admin: boolean }) {
  const { t } = useTranslation();
  const save = useSetTerms(code);
  const [draft, setDraft] = useState(() => ({
    rtp: game.rtp,
    minBet: game.minBet,
    maxBet: game.maxBet,
    payoutCap: game.payoutCap ?? '',
    vnOdds: game.vnOdds.map(({ betType, odds, minBet, maxBet }) => ({ betType, odds, minBet, maxBet })),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const change = {
    rtpBp: bpOf(draft.rtp),
    minBet: draft.minBet,
    maxBet: draft.maxBet,
    payoutCap: draft.payoutCap.trim() === '' ? null : draft.payoutCap.trim(),
    vnOdds: draft.vnOdds,
  };
  const parsed = ZLotteryTermsChange.safeParse(change);
  const setOdds = (i: number, key: 'odds' | 'minBet' | 'maxBet', v: string) =>
    setDraft((d) => ({ ...d, vnOdds: d.vnOdds.map((o, j) => (j === i ? { ...o, [key]: v } : o)) }));
  const input = (label: string, value: string, on: (v: string) => void, id: string) => (
    <label className="field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        className="input"
        inputMode="decimal"
        value={value}
        disabled={!admin}
        onChange={(e) => on(e.target.value)}
      />
    </label>
  );
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (!parsed.success) return setProblem(t('lottery.termsInvalid'));
        setProblem(null);
        save
          .mutateAsync({ gameCode: game.gameCode, change: parsed.data })
          .then(() => toast(t('lottery.saved', { game: game.gameName })))
          .catch((err: unknown) => setProblem(errorText(t, err)));
      }}
    >
      <div className="form-row">
        {input(t('lottery.rtp'), draft.rtp, (v) => setDraft({ ...draft, rtp: v }), `${game.gameCode}-rtp`)}
        {input(t('lottery.minBet'), draft.minBet, (v) => setDraft({ ...draft, minBet: v }), `${game.gameCode}-min`)}
        {input(t('lottery.maxBet'), draft.maxBet, (v) => setDraft({ ...draft, maxBet: v }), `${game.gameCode}-max`)}
        {input(
          t('lottery.payoutCap'),
          draft.payoutCap,
          (v) => setDraft({ ...draft, payoutCap: v }),
          `${game.gameCode}-cap`,
        )}
      </div>
      {draft.vnOdds.length > 0 ? (
        <table className="data">
          <thead>
            <tr>
              <th>{t('lottery.betType')}</th>
              <th>{t('lottery.odds')}</th>
              <th>{t('lottery.minBet')}</th>
              <th>{t('lottery.maxBet')}</th>
              <th className="right">{t('lottery.return')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.vnOdds.map((o, i) => (
              <tr key={o.betType}>
                <td>{t(`lottery.bet.${o.betType}`)}</td>
                {(['odds', 'minBet', 'maxBet'] as const).map((k) => (
                  <td key={k}>
                    <input
                      className="input"
                      inputMode="decimal"
                      size={8}
                      aria-label={`${t(`lottery.bet.${o.betType}`)} ${t(`lottery.${k}`)}`}
                      value={o[k]}
                      disabled={!admin}
                      onChange={(e) => setOdds(i, k, e.target.value)}
                    />
                  </td>
                ))}
                <td className="right">{game.vnOdds[i]?.rtp} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {problem ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      {admin ? (
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('lottery.save')}
        </button>
      ) : null}
    </form>
  );
}
