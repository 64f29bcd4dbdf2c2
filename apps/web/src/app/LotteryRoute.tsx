import GameFramePage from '../features/home/GameFramePage.tsx';
import LotteryPage from '../features/lottery/LotteryPage.tsx';

/** /lottery: our lottery's lobby and betting screens; another vendor's lottery game still plays in its frame. */
export default function LotteryRoute() {
  return <LotteryPage external={<GameFramePage />} />;
}
