import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { useSearchParams } from '../../../shared/router.tsx';
import { useSession } from '../../../shared/session/store.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/States.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { BarsToggle } from '../../home/BarsToggle.tsx';
import { drawQuery, type TimedDraw } from '../api.ts';
import { useLiveDraw } from '../bet/live-draw.ts';
import { useSlip } from '../bet/slip-state.ts';
import { Countdown } from '../Countdown.tsx';
import { FairnessHelp, NextSeedHash, Proof } from '../Proof.tsx';
import { useLotteryTexts } from '../texts.ts';
import { ResultTable } from './ResultTable.tsx';
import { VnBetPanel } from './VnBetPanel.tsx';
import { VnMyBets, VnSlipPanel } from './VnSlip.tsx';
import { type TVnDraw, type TVnGameItem, vnMenuQuery, vnOpenedQuery } from './vn-api.ts';
import { vnPickKey } from './vn-rules.ts';
import '../lottery.css';
import './vn.css';

const Loading = () => (
  <div className="page lot-page vn-page" aria-busy="true">
    <Skeleton height={120} />
    <Skeleton height={360} />
  </div>
);

/**
 * /vnlottery: the Vietnam lottery. Region tabs (labels from the menu), each game's next draw and the latest result
 * table with its past draws; the picked game's (the gameCode's, else the region's first) betting panel, slip and the
 * member's bets from the start, no second click on an already highlighted card. The bars toggle of spec section 2 stays on top. Another vendor's VN game (a code not in our
 * menu, or no menu while a launched game's address is stored) is shown by `external`, its frame.
 */
export default function VnLotteryPage({ external }: { external?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const ready = useLotteryTexts();
  const [params, setParams] = useSearchParams();
  const code = params.get('gameCode');
  const menu = useQuery(vnMenuQuery(i18n.language));
  const groups = menu.data?.gameMenus.filter((g) => g.games.length > 0) ?? [];
  const groupOfCode = groups.find((g) => g.games.some((x) => x.gameCode === code))?.gameGroupCode;
  const [region, setRegion] = useState<string | null>(null);
  const active = groups.find((g) => g.gameGroupCode === (region ?? groupOfCode)) ?? groups[0];
  const game = active?.games.find((x) => x.gameCode === code);

  if (!ready || menu.isPending) return <Loading />;
  const stored = Boolean(sessionStorage.getItem('iframeUrl'));
  if (external && ((menu.isError && !menu.data && stored) || (menu.data && (!active || (code && !groupOfCode)))))
    return external;
  if (menu.isError && !menu.data)
    return (
      <div className="page lot-page vn-page">
        <BarsToggle />
        <ErrorState
          message={errorText(t, menu.error)}
          onRetry={() => void menu.refetch()}
          retryLabel={t('lottery.retry')}
        />
      </div>
    );
  if (!active) return <EmptyState title={t('lottery.noGames')} />;

  const pickGame = (g: TVnGameItem) => {
    const q = new URLSearchParams(params);
    q.set('gameCode', g.gameCode);
    setParams(q, { replace: true });
  };
  const focused = game ?? active.games[0];
  return (
    <div className="page lot-page vn-page">
      <BarsToggle />
      <header className="lot-lobby-head">
        <h1 className="lot-title">{t('lottery.vn.title')}</h1>
      </header>
      <Tabs
        label={t('lottery.vn.regions')}
        items={groups.map((g) => ({ id: g.gameGroupCode, label: g.labelName }))}
        value={active.gameGroupCode}
        onChange={(id) => setRegion(id)}
      />
      <ul className="vn-games" aria-label={active.labelName}>
        {active.games.map((g) => (
          <li key={g.gameCode}>
            <GameCard game={g} picked={g.gameCode === focused?.gameCode} onPick={pickGame} />
          </li>
        ))}
      </ul>
      {focused && <GameScreen key={focused.gameCode} game={focused} />}
    </div>
  );
}

function GameCard({ game, picked, onPick }: { game: TVnGameItem; picked: boolean; onPick(g: TVnGameItem): void }) {
  const { t } = useTranslation();
  const draw = useQuery({ ...drawQuery(game.gameCode), refetchInterval: 30_000 });
  return (
    <button
      type="button"
      className={`vn-game${picked ? ' vn-game-on' : ''}`}
      aria-pressed={picked}
      aria-label={t('lottery.play', { name: game.gameName })}
      onClick={() => onPick(game)}
    >
      <span className="vn-game-name">{game.gameName}</span>
      <span className="lot-muted vn-game-when">
        {game.drawTime
          ? t('lottery.vn.dailyAt', { time: game.drawTime })
          : game.intervalSeconds < 60
            ? t('lottery.everySec', { count: game.intervalSeconds })
            : t('lottery.everyMin', { count: Math.round(game.intervalSeconds / 60) })}
      </span>
      <Countdown draw={draw.data} />
    </button>
  );
}

/** One game: its draw, the betting panel and slip, then its results and the member's bets. */
function GameScreen({ game }: { game: TVnGameItem }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const draw = useLiveDraw(game.gameCode, [
    ['vnlottery', 'opened', game.gameCode],
    ['wallet', 'vn-slips', game.gameCode],
  ]);
  const slip = useSlip(vnPickKey);
  const numero = draw.data?.current?.numero;
  const odds = (kind: string) => game.bets.find((b) => b.betType === kind)?.odds;
  return (
    <>
      <section className="lot-head vn-head" aria-label={game.gameName}>
        <div className="lot-head-game">
          <h2 className="lot-title">{game.gameName}</h2>
        </div>
        <div className="lot-head-draw">
          <span className="lot-numero">{numero ? t('lottery.drawNo', { numero }) : t('lottery.noDraw')}</span>
          <Countdown draw={draw.data} size="lg" />
        </div>
      </section>
      <div className="lot-board">
        <VnBetPanel game={game} onAdd={slip.add} room={slip.room} />
        <VnSlipPanel gameCode={game.gameCode} draw={draw.data} slip={slip} token={token} odds={odds} />
      </div>
      <div className="lot-lower vn-lower">
        <VnResults game={game} currentDraw={draw.data} />
        <VnMyBets gameCode={game.gameCode} token={token} />
      </div>
    </>
  );
}

/**
 * A game's results. A fast game's are drawn from seeds: the hash of the coming draw's seed is shown before it, and
 * each past draw's seed with the check of the other lottery games. A regional game's come from the official draw,
 * said so rather than shown a proof they cannot have.
 */
function VnResults({ game, currentDraw }: { game: TVnGameItem; currentDraw: TimedDraw | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const seeded = game.resultSource === 'seed';
  const opened = useQuery(vnOpenedQuery(game.gameCode, seeded ? 10_000 : 60_000));
  const [picked, setPicked] = useState<string | null>(null);
  const list = opened.data ?? [];
  const shown = list.find((d) => d.numero === picked) ?? list[0];
  const next = currentDraw?.current;
  return (
    <section className="lot-panel vn-results" aria-labelledby={`${id}-h`}>
      <div className="lot-panel-head">
        <h2 id={`${id}-h`}>{t('lottery.results')}</h2>
        {list.length > 0 && (
          <label className="vn-past">
            <span>{t('lottery.vn.pastDraws')}</span>
            <select value={shown?.numero ?? ''} onChange={(e) => setPicked(e.target.value)}>
              {list.map((d) => (
                <option key={d.numero} value={d.numero}>
                  {d.numero}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {seeded ? (
        <>
          <FairnessHelp />
          {next?.seedHash && <NextSeedHash numero={next.numero} seedHash={next.seedHash} />}
        </>
      ) : (
        <p className="lot-muted lot-fair-help">
          <strong>{t('lottery.vn.official')}.</strong> {t('lottery.vn.officialHelp', { name: game.gameName })}
        </p>
      )}
      {opened.isPending ? (
        <Skeleton height={320} />
      ) : opened.isError && !opened.data ? (
        <ErrorState
          message={errorText(t, opened.error)}
          onRetry={() => void opened.refetch()}
          retryLabel={t('lottery.retry')}
        />
      ) : shown ? (
        <>
          <p className="lot-muted vn-result-of">
            {t('lottery.drawNo', { numero: shown.numero })}
            {` · ${seeded ? t('lottery.fairness') : t('lottery.vn.official')}`}
          </p>
          <ResultTable draw={shown} />
          {seeded && <VnProof key={shown.numero} draw={shown} />}
        </>
      ) : (
        <EmptyState title={t('lottery.noResults')} />
      )}
    </section>
  );
}

/** A fast draw's proof: its prizes in result order are the numbers its seed must give. */
function VnProof({ draw }: { draw: TVnDraw }) {
  const { t } = useTranslation();
  if (!draw.seed || !draw.seedHash) return null;
  const result = draw.prizes.flatMap((p) => p.numbers.map(Number));
  return (
    <section className="vn-proof" aria-label={t('lottery.vn.proofOf', { numero: draw.numero })}>
      <Proof
        draw={{ gameCode: draw.gameCode, numero: draw.numero, seed: draw.seed, seedHash: draw.seedHash, result }}
        family="vn"
      />
    </section>
  );
}
