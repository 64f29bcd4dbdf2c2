import GameFramePage from '../features/home/GameFramePage.tsx';
import VnLotteryPage from '../features/lottery/vn/VnLotteryPage.tsx';

/** /vnlottery: our Vietnam lottery; another vendor's VN game still plays in its frame. */
export default function VnLotteryRoute() {
  return <VnLotteryPage external={<GameFramePage />} />;
}
