import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { PhoneVerification } from '@sportsbook/contract/entities/phone-verification';
import { PLATFORM_MESSAGE_KEYS } from '@sportsbook/contract/platform/platform-errors';
import {
  normalisePhoneNumber,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_TTL_SECONDS,
  phoneResendWait,
} from '@sportsbook/core/accounts/phone-rules';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/database';
import { phoneCodes, players } from '../db/schema';
import { toIsoUtc } from '../db/time';
import { ApiError } from '../http/api-error';
import type { Mailer } from '../mail/mailer';
import { findPlayer, type PlayerRow } from '../platform/player-repository';
import { isCountryCode } from '../settings/countries';
import { fieldProblem, invalidFields, platformError } from './field-problems';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Codes are stored as SHA-256 of the player id and the code, never in clear. */
function hashCode(playerId: number, code: string): string {
  return createHash('sha256').update(`${playerId}:${code}`).digest('hex');
}

/**
 * Phone verification (spec §3, §5): a 6-digit code by SMS (kept in the outbox), valid 10 minutes and 5
 * tries, one per 60 seconds and 5 per 24 hours (core PHN rules).
 */
export class PhoneService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
  ) {}

  async #player(playerId: number): Promise<PlayerRow> {
    const player = await findPlayer(this.db, playerId);
    if (!player) throw platformError(401, 'unauthorized', 'the player of this session no longer exists');
    return player;
  }

  async #sentToday(playerId: number, db: Db | Tx = this.db): Promise<number[]> {
    const since = new Date(this.clock.now() - DAY_MS).toISOString();
    const rows = await db
      .select({ createdAt: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.playerId, playerId), gt(phoneCodes.createdAt, since)));
    return rows.map((row) => Date.parse(toIsoUtc(row.createdAt)));
  }

  #view(player: PlayerRow, sent: readonly number[]): PhoneVerification {
    const wait = phoneResendWait(sent, this.clock.now());
    return {
      number: player.mobilePhone,
      country: player.phoneCountry,
      verified: player.mobilePhone !== null && player.phoneVerifiedAt !== null,
      resend_timeout: wait.seconds,
      sms_limit_reached: wait.limitReached,
    };
  }

  async get(playerId: number): Promise<PhoneVerification> {
    return this.#view(await this.#player(playerId), await this.#sentToday(playerId));
  }

  /** Saves the number and sends a new code (older codes stop working). */
  async sendCode(playerId: number, input: string, country: string): Promise<PhoneVerification> {
    const number = normalisePhoneNumber(input);
    const problems = [
      ...(number
        ? []
        : [
            fieldProblem(
              'body.number',
              'phone_invalid',
              'give the number with its country code, e.g. +49 151 23456789',
            ),
          ]),
      ...(isCountryCode(country)
        ? []
        : [fieldProblem('body.country', 'country_invalid', `${country} is not a country code`)]),
    ];
    if (!number || problems.length > 0) {
      const error = invalidFields(problems);
      // The contract names the call's 400 after the number when that is what is wrong.
      throw number
        ? error
        : new ApiError(400, 'phone_invalid', error.message, problems, PLATFORM_MESSAGE_KEYS.phone_invalid);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // One transaction holding the player's row lock: parallel requests of one player take turns, so each
    // sees the codes the others sent and the resend timeout and the daily limit hold.
    const { player, sent, now } = await this.db.transaction(async (tx) => {
      const locked = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
      const player = locked[0];
      if (!player) throw platformError(401, 'unauthorized', 'the player of this session no longer exists');
      if (player.mobilePhone === number && player.phoneVerifiedAt)
        throw platformError(409, 'phone_already_verified', 'this number is already verified');
      const sent = await this.#sentToday(playerId, tx);
      const now = this.clock.now();
      const wait = phoneResendWait(sent, now);
      if (wait.limitReached)
        throw platformError(429, 'sms_limit_reached', 'no more codes can be sent today; try again tomorrow');
      if (wait.seconds > 0)
        throw platformError(
          429,
          'sms_resend_timeout',
          `wait ${wait.seconds} seconds before asking for a new code`,
        );
      const nowIso = new Date(now).toISOString();
      await tx
        .update(phoneCodes)
        .set({ usedAt: nowIso })
        .where(and(eq(phoneCodes.playerId, playerId), isNull(phoneCodes.usedAt)));
      await tx.insert(phoneCodes).values({
        playerId,
        number,
        codeHash: hashCode(playerId, code),
        createdAt: nowIso,
        expiresAt: new Date(now + PHONE_CODE_TTL_SECONDS * 1000).toISOString(),
      });
      const changed = player.mobilePhone !== number;
      await tx
        .update(players)
        .set({
          mobilePhone: number,
          phoneCountry: country,
          ...(changed ? { phoneVerifiedAt: null } : {}),
          updatedAt: nowIso,
        })
        .where(eq(players.id, playerId));
      return { player, sent, now };
    });
    await this.mailer.sendSms(number, 'phone_code', player.language, { code });
    return this.#view({ ...player, mobilePhone: number, phoneCountry: country }, [...sent, now]);
  }

  /** Verifies the number with the latest code: 5 tries, 10 minutes. */
  async verify(playerId: number, code: string): Promise<PhoneVerification> {
    const player = await this.#player(playerId);
    if (!player.mobilePhone) throw platformError(409, 'phone_not_set', 'give a phone number first');
    if (player.phoneVerifiedAt)
      throw platformError(409, 'phone_already_verified', 'this number is already verified');
    const rows = await this.db
      .select()
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.playerId, playerId),
          eq(phoneCodes.number, player.mobilePhone),
          isNull(phoneCodes.usedAt),
        ),
      )
      .orderBy(desc(phoneCodes.id))
      .limit(1);
    const latest = rows[0];
    if (!latest) throw platformError(422, 'phone_code_invalid', 'the code is not right; ask for a new one');
    if (latest.attempts >= PHONE_CODE_ATTEMPTS)
      throw platformError(422, 'phone_code_attempts_exceeded', 'too many wrong codes: ask for a new one');
    if (Date.parse(toIsoUtc(latest.expiresAt)) <= this.clock.now())
      throw platformError(422, 'phone_code_expired', 'the code has expired: ask for a new one');

    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(hashCode(playerId, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      // Counted in one conditional update, so parallel guesses cannot exceed the tries.
      const counted = await this.db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(and(eq(phoneCodes.id, latest.id), isNull(phoneCodes.usedAt)))
        .returning({ attempts: phoneCodes.attempts });
      const attempts = counted[0]?.attempts ?? PHONE_CODE_ATTEMPTS;
      if (attempts >= PHONE_CODE_ATTEMPTS)
        throw platformError(422, 'phone_code_attempts_exceeded', 'too many wrong codes: ask for a new one');
      throw platformError(
        422,
        'phone_code_invalid',
        `the code is not right (${PHONE_CODE_ATTEMPTS - attempts} tries left)`,
      );
    }
    const nowIso = new Date(this.clock.now()).toISOString();
    const used = await this.db
      .update(phoneCodes)
      .set({ usedAt: nowIso })
      .where(
        and(
          eq(phoneCodes.id, latest.id),
          isNull(phoneCodes.usedAt),
          sql`${phoneCodes.attempts} < ${PHONE_CODE_ATTEMPTS}`,
        ),
      )
      .returning({ id: phoneCodes.id });
    if (used.length === 0)
      throw platformError(422, 'phone_code_invalid', 'the code is not right; ask for a new one');
    await this.db
      .update(players)
      .set({ phoneVerifiedAt: nowIso, updatedAt: nowIso })
      .where(eq(players.id, playerId));
    return this.get(playerId);
  }
}
