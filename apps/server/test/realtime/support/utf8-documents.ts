import { isUtf8 } from 'node:buffer';
import { createDelta } from 'fossil-delta';

/** Letters that share their UTF-8 lead bytes, so a patch between them copies half a character. */
const LOOKALIKES = ['é', 'è', 'ê', 'ë', 'ü', 'ú', 'û', 'ş', 'ğ', 'ç', '€', '₺', 'あ', 'い', 'う'];

/** A small deterministic generator (mulberry32), so every run sees the same documents. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A match's odds board, the kind of document match channels carry. */
export interface OddsDocument {
  readonly match_id: number;
  readonly title: string;
  readonly markets: { name: string; outcomes: { name: string; odds: number }[] }[];
}

/**
 * A sequence of odds documents with non-ASCII names, each a small edit of the previous one (odds moves and
 * one swapped look-alike letter): the kind of update that fossil-deltas well and, now and then, produces a
 * patch that cuts a multi-byte character.
 */
export function utf8CuttingDocuments(count: number, seed = 20_261_122): OddsDocument[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const word = (length: number) => Array.from({ length }, () => pick(LOOKALIKES)).join('');
  let current: OddsDocument = {
    match_id: 4242,
    title: `Beşiktaş – Fenerbahçe ${word(6)}`,
    markets: Array.from({ length: 12 }, (_, m) => ({
      name: `Märkt ${m} ${word(8)}`,
      outcomes: Array.from({ length: 3 }, (_, o) => ({ name: `Ausgang ${o} ${word(5)}`, odds: 1.5 + o })),
    })),
  };
  const documents = [current];
  while (documents.length < count) {
    const markets = current.markets.map((market) => ({
      name: market.name,
      outcomes: market.outcomes.map((outcome) => ({ ...outcome })),
    }));
    const market = pick(markets);
    const outcome = pick(market.outcomes);
    outcome.odds = Math.round((outcome.odds + (random() - 0.5)) * 100) / 100;
    const letters = [...outcome.name];
    const at = letters.length - 1 - Math.floor(random() * 5);
    letters[at] = pick(LOOKALIKES);
    outcome.name = letters.join('');
    current = { ...current, markets };
    documents.push(current);
  }
  return documents;
}

/** How many consecutive pairs have a raw fossil patch that is not valid UTF-8 (what the hub must not send). */
export function utf8CuttingTransitions(documents: readonly unknown[]): number {
  let cutting = 0;
  for (let i = 1; i < documents.length; i += 1) {
    const previous = Buffer.from(JSON.stringify(documents[i - 1]));
    const next = Buffer.from(JSON.stringify(documents[i]));
    if (!isUtf8(createDelta(previous, next))) cutting += 1;
  }
  return cutting;
}
