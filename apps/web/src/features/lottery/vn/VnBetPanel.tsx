import type { TVnBetType, TVnPick } from '@portal/contracts/lottery-vn';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/ui/Amount.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { CHIPS, MULTIPLIER_MAX, parseMultiplier, Stake } from '../bet/Stake.tsx';
import type { SlipBet } from '../bet/slip-state.ts';
import { fromMinor, toMinor } from '../money.ts';
import { useOdds } from '../odds.ts';
import type { TVnGameItem } from './vn-api.ts';
import { parseThree, pickerOf, picksOf, randomNumbers, three, two, VN_TYPES, xienSize } from './vn-rules.ts';

/** A VN bet on the slip: minor units per point (the server's unit) and the points (its multiplier). */
export type VnSlipBet = SlipBet<TVnPick>;

/**
 * The VN bet types (tabs with the brand's odds), the pickers (00-99 grid, 0-9, typed 000-999, xiên of 2-4 numbers),
 * quick picks and the stake: an amount per point and the points, the server's unit and multiplier.
 */
export function VnBetPanel({
  game,
  onAdd,
  room,
}: {
  game: TVnGameItem;
  onAdd(bets: Array<Omit<VnSlipBet, 'key'>>): void;
  room: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatOdds = useOdds();
  const id = useId();
  const types = VN_TYPES.filter((k) => game.bets.some((b) => b.betType === k));
  const [type, setType] = useState<TVnBetType>(types[0] ?? 'lo2');
  const [numbers, setNumbers] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState(false);
  const [unit, setUnit] = useState(CHIPS[1] ?? 200);
  const [pointsText, setPointsText] = useState('10');
  const points = parseMultiplier(pointsText);
  const terms = game.bets.find((b) => b.betType === type);
  const picker = pickerOf(type);
  const size = xienSize(type);
  const picks = picksOf(type, numbers);

  const choose = (k: TVnBetType) => {
    setType(k);
    setNumbers([]);
    setTyped('');
    setTypedError(false);
  };
  const toggle = (n: number) => {
    if (numbers.includes(n)) setNumbers(numbers.filter((x) => x !== n));
    else if (!size || numbers.length < size) setNumbers([...numbers, n]);
  };
  const addTyped = () => {
    const n = parseThree(typed);
    if (n === null) {
      setTypedError(true);
      return;
    }
    setTypedError(false);
    setTyped('');
    if (!numbers.includes(n)) setNumbers([...numbers, n]);
  };
  const quick = () => {
    const below = picker === 'digit' ? 10 : picker === 'three' ? 1000 : 100;
    setNumbers(randomNumbers(size || 1, below));
  };

  const amount = unit * (points ?? 0);
  const min = toMinor(terms?.minBet) ?? 0;
  const max = toMinor(terms?.maxBet) ?? Number.MAX_SAFE_INTEGER;
  const problem =
    points === null
      ? t('lottery.vn.pointsInvalid')
      : size && numbers.length !== size
        ? t('lottery.vn.xienNeed', { count: size })
        : amount < min
          ? t('lottery.belowMin', { amount: money(terms?.minBet ?? '0') })
          : amount > max
            ? t('lottery.aboveMax', { amount: money(terms?.maxBet ?? '0') })
            : picks.length > room
              ? t('lottery.slipFull')
              : null;
  const name = (k: TVnBetType) => t(`lottery.vn.type.${k}`);
  const oddsOf = (k: TVnBetType) => game.bets.find((b) => b.betType === k)?.odds;

  return (
    <section className="lot-picker vn-picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lot-section-title">
        {t('lottery.playTypes')}
      </h2>
      <Tabs
        label={t('lottery.playTypes')}
        items={types.map((k) => {
          const o = oddsOf(k);
          return { id: k, label: o ? `${name(k)} ×${formatOdds(o)}` : name(k) };
        })}
        value={type}
        onChange={choose}
      />
      <p className="lot-help">
        <strong>{name(type)}</strong> · {t(`lottery.vn.help.${type}`)}
        {terms && <span className="lot-muted"> · {t('lottery.vn.pays', { odds: formatOdds(terms.odds) })}</span>}
      </p>
      <div className="lot-quick">
        <button type="button" className="btn btn-secondary btn-sm" onClick={quick}>
          {t('lottery.random')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => setNumbers([])}
          disabled={!numbers.length}
        >
          {t('lottery.clear')}
        </button>
        {size > 0 && (
          <span className="lot-muted" aria-live="polite">
            {t('lottery.vn.xienPicked', { count: numbers.length, size })}
          </span>
        )}
      </div>
      {picker === 'three' ? (
        <div className="vn-three">
          <label htmlFor={`${id}-three`}>{t('lottery.vn.typeThree')}</label>
          <div className="vn-three-row">
            <input
              id={`${id}-three`}
              className="input"
              inputMode="numeric"
              maxLength={3}
              placeholder="000"
              value={typed}
              aria-invalid={typedError || undefined}
              aria-describedby={typedError ? `${id}-three-err` : undefined}
              onChange={(e) => {
                setTyped(e.target.value.replace(/\D/g, '').slice(0, 3));
                setTypedError(false);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addTyped();
                }
              }}
            />
            <button type="button" className="btn btn-secondary btn-md" onClick={addTyped}>
              {t('lottery.vn.addNumber')}
            </button>
          </div>
          {typedError && (
            <p id={`${id}-three-err`} className="lot-error" role="alert">
              {t('lottery.vn.threeInvalid')}
            </p>
          )}
          {numbers.length > 0 && (
            <ul className="vn-typed" aria-label={t('lottery.vn.picked')}>
              {numbers.map((n) => (
                <li key={n}>
                  <button
                    type="button"
                    className="lot-tag"
                    aria-label={t('lottery.remove', { pick: three(n) })}
                    onClick={() => toggle(n)}
                  >
                    <span className="num">{three(n)}</span> ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <fieldset className={picker === 'digit' ? 'vn-grid vn-grid-digits' : 'vn-grid'}>
          <legend className="sr-only">{name(type)}</legend>
          {Array.from({ length: picker === 'digit' ? 10 : 100 }, (_, n) => {
            const on = numbers.includes(n);
            const text = picker === 'digit' ? String(n) : two(n);
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the numbers are the keys
                key={n}
                type="button"
                className={`vn-num num${on ? ' vn-num-on' : ''}`}
                aria-pressed={on}
                aria-label={`${name(type)} ${text}`}
                disabled={!on && size > 0 && numbers.length >= size}
                onClick={() => toggle(n)}
              >
                {text}
              </button>
            );
          })}
        </fieldset>
      )}
      <Stake
        words={{
          unit: t('lottery.vn.perPoint'),
          multiplier: t('lottery.vn.points'),
          fewer: t('lottery.vn.fewerPoints'),
          more: t('lottery.vn.morePoints'),
        }}
        unit={unit}
        onUnit={setUnit}
        typed={pointsText}
        typedOk={points !== null}
        onType={setPointsText}
        onStep={(by) =>
          setPointsText(String(by < 0 ? Math.max(1, (points ?? 1) - 1) : Math.min(MULTIPLIER_MAX, (points ?? 0) + 1)))
        }
        count={picks.length}
        amount={amount}
        selected={numbers.length > 0}
        problem={problem}
        note={
          points === null
            ? undefined
            : t('lottery.vn.stakeNote', {
                unit: money(fromMinor(unit)),
                count: points,
                amount: money(fromMinor(amount)),
              })
        }
        onAdd={() => {
          onAdd(picks.map((pick) => ({ pick, unit, multiplier: points ?? 1 })));
          setNumbers([]);
        }}
      />
    </section>
  );
}
