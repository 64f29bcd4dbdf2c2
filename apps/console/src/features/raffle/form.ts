import type { TConsoleRaffleEvent, TRaffleEventInput, TRaffleKind } from '@portal/contracts/raffle';
import { amountText, parseAmount } from '../../shared/format.ts';

/** An amount as typed in the operator's language ("2,50" in Portuguese) in the API's form; the schema checks the rest. */
const amount = (text: string) => parseAmount(text) ?? text.trim();

/** The raffle form's strings; the contract checks the body they make. */
export interface RaffleForm {
  kind: TRaffleKind;
  titles: Record<string, string>;
  audience: 'everyone' | 'vip';
  minLevel: string;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  min: string;
  max: string;
  prizes: Array<{ amount: string; weight: string }>;
  depositPerTicket: string;
  betPerTicket: string;
}

export const RAFFLE_LANGUAGES = ['pt', 'en', 'cn', 'vi', 'th', 'id'] as const;

/** A datetime-local value (the operator's clock) and back. */
const pad = (n: number) => String(n).padStart(2, '0');
export const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toIso = (local: string) => {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

const DAY = 86_400_000;

export function formOf(e: TConsoleRaffleEvent | null): RaffleForm {
  const now = Date.now();
  const rules = e?.rules;
  return {
    kind: e?.kind ?? 'red_envelope',
    titles: Object.fromEntries(RAFFLE_LANGUAGES.map((l) => [l, e?.texts[l]?.title ?? ''])),
    audience: e?.audience.kind ?? 'everyone',
    minLevel: e?.audience.kind === 'vip' ? String(e.audience.minLevel) : '1',
    startsAt: toLocalInput(e?.startsAt ?? new Date(now).toISOString()),
    endsAt: toLocalInput(e?.endsAt ?? new Date(now + 7 * DAY).toISOString()),
    enabled: e?.enabled ?? true,
    min: amountText(rules?.kind === 'red_envelope' ? rules.min : '1.00'),
    max: amountText(rules?.kind === 'red_envelope' ? rules.max : '8.88'),
    prizes:
      rules?.kind === 'wheel'
        ? rules.prizes.map((p) => ({ amount: amountText(p.amount), weight: String(p.weight) }))
        : [
            { amount: amountText('0.00'), weight: '50' },
            { amount: amountText('1.00'), weight: '30' },
            { amount: amountText('5.00'), weight: '15' },
            { amount: amountText('20.00'), weight: '5' },
          ],
    depositPerTicket: amountText(rules?.kind === 'wheel' ? rules.depositPerTicket : '100.00'),
    betPerTicket: amountText(rules?.kind === 'wheel' ? rules.betPerTicket : '500.00'),
  };
}

/** The form as the contract's body: empty titles left out, numbers as numbers. */
export function toBody(v: RaffleForm): TRaffleEventInput {
  const texts = Object.fromEntries(
    Object.entries(v.titles)
      .filter(([, title]) => title.trim() !== '')
      .map(([l, title]) => [l, { title: title.trim() }]),
  );
  return {
    texts,
    audience: v.audience === 'vip' ? { kind: 'vip', minLevel: Number(v.minLevel) } : { kind: 'everyone' },
    startsAt: toIso(v.startsAt),
    endsAt: toIso(v.endsAt),
    enabled: v.enabled,
    rules:
      v.kind === 'red_envelope'
        ? { kind: 'red_envelope', min: amount(v.min), max: amount(v.max) }
        : {
            kind: 'wheel',
            prizes: v.prizes.map((p) => ({ amount: amount(p.amount), weight: Number(p.weight) })),
            depositPerTicket: amount(v.depositPerTicket),
            betPerTicket: amount(v.betPerTicket),
          },
  };
}
