/** Two decimals with the brand's currency symbol; `***` when hidden (spec: balance). */
export const formatAmount = (value: number | string, symbol = '$') => {
  const n = typeof value === 'string' ? Number(value) : value;
  const text = (Number.isFinite(n) ? n : 0).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${symbol}${text}`;
};

export function Amount({
  value,
  symbol,
  hidden,
  className,
}: {
  value: number | string;
  symbol?: string;
  hidden?: boolean;
  className?: string;
}) {
  return (
    <span className={`num${className ? ` ${className}` : ''}`}>{hidden ? '***' : formatAmount(value, symbol)}</span>
  );
}
