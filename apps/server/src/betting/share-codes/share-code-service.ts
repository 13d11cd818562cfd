import { randomBytes } from 'node:crypto';
import type { ErrorDetail } from '@sportsbook/contract/http/errors';
import type { PlaceBet, ShareBet } from '@sportsbook/contract/sportsbook/bet-calls';
import { toIsoUtc } from '../../db/time';
import { ApiError } from '../../http/api-error';
import type { BettingContext } from '../betting-context';
import { lineRefKey, loadMarketLines } from '../betting-repository';
import { deleteExpiredShareCodes, findShareCode, insertShareCode } from './share-code-repository';

/** How long a shared slip can be read: 30 days. */
export const SHARE_CODE_TTL_MS = 30 * 24 * 3_600_000;

/** A share code: 8 to 10 characters of A–Z, a–z and 0–9. */
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{8,10}$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this would favour the first letters (256 is not a multiple of 62): drawn again. */
const UNBIASED_BELOW = 256 - (256 % ALPHABET.length);

/** A random code of `length` characters, every character equally likely (62^8 ≈ 2.2 × 10^14 codes of 8). */
export function newShareCode(length: number): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_BELOW) continue;
      code += ALPHABET[byte % ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}

/** Codes tried before giving up: three of 8 characters, then longer ones (a collision is already rare). */
const CODE_LENGTHS = [8, 8, 8, 9, 10, 10] as const;

function disabled(): ApiError {
  return new ApiError(
    403,
    'share_bet_disabled',
    'sharing bets is turned off on this site',
    undefined,
    'error.share_bet.disabled',
  );
}

function notFound(): ApiError {
  return new ApiError(
    404,
    'share_code_not_found',
    'no shared bets under this code (unknown, mistyped or expired)',
    undefined,
    'share-bet.not-found-modal.link-not-found',
  );
}

/**
 * Share codes (spec §3 Share bet, §5, §7.2): a slip's bets stored under a random code for 30 days, for
 * anyone with the code to restore. No money moves and a visitor may share too; the selections must exist
 * (their line and outcome are in the catalogue). Behind the operator's share_bet_enabled flag: 403 when off.
 */
export class ShareCodeService {
  readonly #context: BettingContext;

  constructor(context: BettingContext) {
    this.#context = context;
  }

  async create(bets: readonly PlaceBet[], playerId: number | null): Promise<ShareBet> {
    if (!this.#context.shareBetEnabled) throw disabled();
    const { db, clock } = this.#context;
    await this.#checkSelectionsExist(bets);
    const now = clock.now();
    const createdAt = new Date(now).toISOString();
    const expiresAt = new Date(now + SHARE_CODE_TTL_MS).toISOString();
    await deleteExpiredShareCodes(db, createdAt);
    for (const length of CODE_LENGTHS) {
      const code = newShareCode(length);
      if (await insertShareCode(db, { code, bets: [...bets], playerId, createdAt, expiresAt }))
        return { code, bets: [...bets], created_at: createdAt };
    }
    throw new Error('no free share code after several tries');
  }

  async read(code: string): Promise<ShareBet> {
    if (!this.#context.shareBetEnabled) throw disabled();
    if (!SHARE_CODE_PATTERN.test(code)) throw notFound();
    const now = new Date(this.#context.clock.now()).toISOString();
    const row = await findShareCode(this.#context.db, code, now);
    if (!row) throw notFound();
    return { code: row.code, bets: row.bets as PlaceBet[], created_at: toIsoUtc(row.createdAt) };
  }

  /** Every selection's line and outcome must exist (one statement); 422 naming each one that does not. */
  async #checkSelectionsExist(bets: readonly PlaceBet[]): Promise<void> {
    const refs = bets.flatMap((bet) =>
      bet.selections.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
    );
    const lines = await loadMarketLines(this.#context.db, refs);
    const missing: ErrorDetail[] = [];
    bets.forEach((bet, b) => {
      bet.selections.forEach((selection, s) => {
        const line = lines.get(
          lineRefKey({
            matchId: selection.match_id,
            marketId: selection.market_id,
            specifier: selection.specifier,
          }),
        );
        if (!line?.outcomes.some((outcome) => outcome.id === selection.outcome_id)) {
          missing.push({
            path: `body.bets.${b}.selections.${s}`,
            message: `outcome ${selection.outcome_id} of market ${selection.market_id} of match ${selection.match_id} does not exist`,
          });
        }
      });
    });
    if (missing.length > 0) {
      throw new ApiError(
        422,
        'share_selection_not_found',
        `${missing.length} selection(s) of the shared bets do not exist`,
        missing,
        'error.share_bet.selection_not_found',
      );
    }
  }
}
