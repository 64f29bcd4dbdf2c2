import { useNumbers } from '../../shared/ui/Amount.tsx';

/**
 * Pay-table multiples ("9.70") in the page's language ("9,70" in PT). Display only: the server's strings are never
 * computed with.
 */
export function useOdds(): (odds: string) => string {
  const { decimal } = useNumbers();
  return (odds) => decimal(odds);
}
