import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { drawQuery } from '../api.ts';
import { countdownOf, nowMs } from '../clock.ts';

/**
 * A game's draw, kept live: while open it is asked again at the cut-off (and every 30 s to stay true), after it
 * every 2 s until the next draw. A new result refreshes what follows it (`follow`: the results' and the member's
 * slips' query keys, now settled).
 */
export function useLiveDraw(gameCode: string, follow: ReadonlyArray<readonly unknown[]>) {
  const qc = useQueryClient();
  const draw = useQuery({
    ...drawQuery(gameCode),
    refetchInterval: (q) => {
      const c = countdownOf(q.state.data, nowMs());
      return c.phase === 'open' ? Math.min(30_000, c.closeIn * 1000 + 300) : 2000;
    },
  });
  const lastNumero = draw.data?.last?.numero;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the followed keys are fixed per game, so the code stands for them
  useEffect(() => {
    if (!lastNumero) return;
    for (const queryKey of follow) void qc.invalidateQueries({ queryKey });
  }, [lastNumero, qc, gameCode]);
  return draw;
}
