import { useTranslation } from 'react-i18next';
import type { TVnDraw } from './vn-api.ts';
import { headsTails } from './vn-rules.ts';

/**
 * A VN result as result sites show it: the prize rows (special first) with each number's last two digits
 * emphasised (how lô is read), and beside it the đầu/đuôi table of those endings.
 */
export function ResultTable({ draw }: { draw: TVnDraw }) {
  const { t } = useTranslation();
  const all = draw.prizes.flatMap((p) => p.numbers);
  const heads = headsTails(all);
  return (
    <div className="vn-result">
      <table className="vn-prizes">
        <caption className="sr-only">{t('lottery.vn.resultOf', { numero: draw.numero })}</caption>
        <tbody>
          {draw.prizes.map((row) => (
            <tr key={row.prize} className={`vn-prize-${row.prize}`}>
              <th scope="row">{t(`lottery.vn.prize.${row.prize}`)}</th>
              <td>
                <span className="vn-numbers">
                  {row.numbers.map((n, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers keep their order
                    <span key={i} className="vn-number num" data-testid="vn-number">
                      {n.length > 2 && <span className="vn-lead">{n.slice(0, -2)}</span>}
                      <strong className="vn-end">{n.slice(-2)}</strong>
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="vn-heads">
        <caption className="sr-only">{t('lottery.vn.headsTails')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lottery.vn.head')}</th>
            <th scope="col">{t('lottery.vn.tail')}</th>
          </tr>
        </thead>
        <tbody>
          {heads.map((tails, h) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: heads are the digits 0-9
            <tr key={h}>
              <th scope="row" className="num">
                {h}
              </th>
              <td className="num">{tails.length ? tails.join(', ') : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
