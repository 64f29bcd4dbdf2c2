import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameBadges } from '../src/features/lottery/GameBadges.tsx';
import { useLotteryTexts } from '../src/features/lottery/texts.ts';
import { changeLanguage } from '../src/shared/i18n/index.ts';

function Badges() {
  const ready = useLotteryTexts();
  return ready ? (
    <GameBadges game={{ intervalSeconds: 60, rtp: '97.00' } as unknown as Parameters<typeof GameBadges>[0]['game']} />
  ) : null;
}

describe("figures in the page's language", () => {
  afterEach(() => act(() => changeLanguage('pt')));

  it('writes a lottery game’s RTP as a Portuguese page does (97,00%, not 97.00%)', async () => {
    await act(() => changeLanguage('pt'));
    render(<Badges />);
    expect(await screen.findByText('RTP 97,00%')).toBeInTheDocument();
  });

  it('and in English with a point', async () => {
    await act(() => changeLanguage('en'));
    render(<Badges />);
    expect(await screen.findByText(/97\.00%/)).toBeInTheDocument();
  });
});
