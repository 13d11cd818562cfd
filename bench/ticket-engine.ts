import { pathToFileURL } from 'node:url';
import { betSummary } from '@sportsbook/core/ticket/bet-summary';
import { reduceTicket } from '@sportsbook/core/ticket/reduce-ticket';
import type { OutcomeRefreshes } from '@sportsbook/core/ticket/refresh-selections';
import { outcomeKey, type Selection } from '@sportsbook/core/ticket/selection';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import type { TicketEvent } from '@sportsbook/core/ticket/ticket-events';
import {
  initialTicketState,
  type TicketSettings,
  type TicketState,
} from '@sportsbook/core/ticket/ticket-state';
import { validateTicket } from '@sportsbook/core/ticket/validate-ticket';
import type { BenchResult } from './bench-result';
import { ReportLines, table } from './support/report';
import { median, ratio, round } from './support/stats';

/** What the ticket-engine benchmark does; the defaults are the recorded run's. */
export interface TicketEngineSettings {
  /** Selections in the slip. */
  readonly selections: number;
  /** Market refreshes per round. */
  readonly events: number;
  /** Outcomes of the slip each refresh moves. */
  readonly moved: number;
  /** Measured rounds (after one warm-up round); figures are their medians. */
  readonly rounds: number;
}

export const DEFAULT_TICKET_ENGINE: TicketEngineSettings = {
  selections: 20,
  events: 100_000,
  moved: 3,
  rounds: Number(process.env.BENCH_ROUNDS ?? 7),
};

const EUR = { code: 'EUR', subunits: 100 };

/** A deterministic generator (mulberry32), so every run replays the same refreshes. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function aSelection(index: number): Selection {
  const matchUrnId = `sr:match:${index + 1}`;
  const odds = 1.2 + (index % 7) * 0.15;
  return {
    id: outcomeKey({ matchUrnId, marketId: 1, outcomeId: '1', specifier: '' }),
    type: 'match',
    matchId: index + 1,
    matchUrnId,
    matchSlug: `home-away-${index + 1}`,
    matchStatus: 1,
    marketId: 1,
    marketName: '1x2',
    marketGroup: 'main',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Home',
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    active: true,
    provider: 'betradar',
    sportKey: 'soccer',
    nameA: 'Home',
    nameB: 'Away',
    categoryName: 'England',
  };
}

/** The slip: `count` selections as one combo (stake from a wanted win, so refreshes rescale it) or as singles. */
function aSlip(count: number, kind: 'combo' | 'singles', settings: TicketSettings): TicketState<unknown> {
  const events: TicketEvent[] = Array.from({ length: count }, (_, index) => ({
    type: 'selectionAdded',
    selection: aSelection(index),
  }));
  let state = events.reduce(
    (ticket, event) => reduceTicket(ticket, event, settings).state,
    initialTicketState(EUR),
  );
  const stakes: TicketEvent[] =
    kind === 'combo'
      ? [{ type: 'potentialWinChanged', betId: 'b1', potentialWin: 1_000_000_00 }]
      : state.bets.map((bet) => ({ type: 'stakeChanged', betId: bet.betId, stake: 500 }));
  state = stakes.reduce((ticket, event) => reduceTicket(ticket, event, settings).state, state);
  return state;
}

/** Refreshes each moving `moved` of the slip's outcomes by a tick up or down (sometimes suspending one). */
function refreshes(selections: readonly Selection[], settings: TicketEngineSettings): OutcomeRefreshes[] {
  const random = seeded(20_261_125);
  const odds = selections.map((selection) => selection.odds);
  const out: OutcomeRefreshes[] = [];
  for (let n = 0; n < settings.events; n += 1) {
    const outcomes: Record<string, { odds: number; active: boolean; marketStatus: number }> = {};
    for (let m = 0; m < settings.moved; m += 1) {
      const index = Math.floor(random() * selections.length);
      const selection = selections[index] as Selection;
      const step = random() < 0.5 ? -0.01 : 0.01;
      const next = Math.max(1.05, Math.round(((odds[index] as number) + step) * 100) / 100);
      odds[index] = next;
      outcomes[selection.id] = { odds: next, active: true, marketStatus: random() < 0.02 ? -1 : 1 };
    }
    out.push(outcomes);
  }
  return out;
}

/**
 * The baseline: the least a client could do with a refresh, an immutable update that replaces the moved
 * selections' odds and nothing else (no acceptance mode, no suspension, no bet odds, no stake rescale).
 */
function baselineApply(bets: readonly SlipBet[], outcomes: OutcomeRefreshes): readonly SlipBet[] {
  let changed = false;
  const next = bets.map((bet) => {
    let moved = false;
    const selections = bet.selections.map((selection) => {
      const refresh = outcomes[selection.id];
      if (refresh === undefined || refresh === 'gone') return selection;
      moved = true;
      return { ...selection, odds: refresh.odds };
    });
    if (!moved) return bet;
    changed = true;
    return { ...bet, selections };
  });
  return changed ? next : bets;
}

interface Round {
  readonly engine: number;
  readonly baseline: number;
  readonly withSelectors: number;
}

/** Events per second of `apply` over every refresh, from `start`. */
function measure<S>(
  start: S,
  events: readonly OutcomeRefreshes[],
  apply: (state: S, outcomes: OutcomeRefreshes) => S,
): { perSecond: number; end: S } {
  let state = start;
  const t0 = performance.now();
  for (const outcomes of events) state = apply(state, outcomes);
  const seconds = (performance.now() - t0) / 1000;
  return { perSecond: events.length / seconds, end: state };
}

function runScenario(
  kind: 'combo' | 'singles',
  settings: TicketEngineSettings,
  out: ReportLines,
): { engine: number; baseline: number; withSelectors: number } {
  const ticketSettings: TicketSettings = {
    oddsAcceptMode: 'higher',
    multiSingleAvailableByProvider: { betradar: kind === 'singles' },
    customBetEnabled: false,
    customBetAllowedForSingle: false,
  };
  const slip = aSlip(settings.selections, kind, ticketSettings);
  const events = refreshes(
    slip.bets.flatMap((bet) => bet.selections),
    settings,
  );
  const engine = (state: TicketState<unknown>, outcomes: OutcomeRefreshes) =>
    reduceTicket(state, { type: 'marketsRefreshed', outcomes }, ticketSettings).state;
  const context = { limits: null, currency: { code: 'EUR', fiat: true, subunits: 100 }, balance: 10_000_000 };
  let sink = 0;
  // What a slip UI does per refresh: the reducer, then the place button and each bet's summary.
  const engineAndSelectors = (state: TicketState<unknown>, outcomes: OutcomeRefreshes) => {
    const next = engine(state, outcomes);
    sink += validateTicket(next, context).reasons.length;
    for (const bet of next.bets) sink += betSummary(bet, null, true).potentialWin;
    return next;
  };
  const rounds: Round[] = [];
  for (let round = 0; round <= settings.rounds; round += 1) {
    // Alternate the order so neither side always runs on a warmer (or more fragmented) heap.
    const first = round % 2 === 0;
    const baseline = first ? measure(slip.bets, events, baselineApply) : undefined;
    const engineRun = measure(slip, events, engine);
    const baselineRun = baseline ?? measure(slip.bets, events, baselineApply);
    const withSelectors = measure(slip, events, engineAndSelectors);
    sink += engineRun.end.bets.length + baselineRun.end.length;
    if (round > 0) {
      rounds.push({
        engine: engineRun.perSecond,
        baseline: baselineRun.perSecond,
        withSelectors: withSelectors.perSecond,
      });
    }
  }
  if (sink < 0) out.add('impossible');
  return {
    engine: median(rounds.map((r) => r.engine)),
    baseline: median(rounds.map((r) => r.baseline)),
    withSelectors: median(rounds.map((r) => r.withSelectors)),
  };
}

/**
 * The ticket reducer's throughput on market refreshes: a 20-selection slip (one combo whose stake comes
 * from a wanted win, and 20 singles) takes 100,000 refreshes that each move 3 of its prices, in acceptance
 * mode `higher`. Compared in the same run with a baseline that only replaces the moved odds immutably; also
 * measured with what a slip UI derives after each refresh (validation and every bet's summary). Medians of
 * the rounds.
 */
export async function runTicketEngineBench(
  overrides: Partial<TicketEngineSettings> = {},
): Promise<BenchResult> {
  const settings = { ...DEFAULT_TICKET_ENGINE, ...overrides };
  const out = new ReportLines('ticket-engine');
  out.add(
    `${settings.selections}-selection slip, ${settings.events} market refreshes moving ${settings.moved} prices each, mode higher; median of ${settings.rounds} rounds after a warm-up`,
  );
  const combo = runScenario('combo', settings, out);
  const singles = runScenario('singles', settings, out);
  out.add(
    ...table(
      ['slip', 'baseline events/s', 'reducer events/s', 'reducer / baseline', 'reducer + selectors events/s'],
      [
        [
          'one combo of 20',
          round(combo.baseline),
          round(combo.engine),
          ratio(combo.engine, combo.baseline),
          round(combo.withSelectors),
        ],
        [
          '20 singles',
          round(singles.baseline),
          round(singles.engine),
          ratio(singles.engine, singles.baseline),
          round(singles.withSelectors),
        ],
      ],
    ),
  );
  return {
    name: 'ticket-engine',
    lines: out.lines,
    figures: {
      combo_baseline_events_per_s: round(combo.baseline),
      combo_reducer_events_per_s: round(combo.engine),
      combo_reducer_ratio: ratio(combo.engine, combo.baseline),
      combo_with_selectors_events_per_s: round(combo.withSelectors),
      singles_baseline_events_per_s: round(singles.baseline),
      singles_reducer_events_per_s: round(singles.engine),
      singles_reducer_ratio: ratio(singles.engine, singles.baseline),
      singles_with_selectors_events_per_s: round(singles.withSelectors),
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runTicketEngineBench();
}
