import type { ErrorDetail } from '@sportsbook/contract/http/errors';
import type { Accepted, SignUpRequest, SignUpResponse } from '@sportsbook/contract/platform/auth-calls';
import { passwordProblems } from '@sportsbook/core/accounts/password-strength';
import { isEmailAddress, utcDate } from '@sportsbook/core/accounts/sign-up-rules';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { accounts, players } from '../db/schema';
import type { Caller } from '../http/register-call';
import type { MailQueue } from '../mail/mail-queue';
import type { Mailer } from '../mail/mailer';
import { findCurrency } from '../platform/currencies';
import type { PasswordHasher } from '../platform/password-hasher';
import { findPlayer, findPlayerByEmail, normaliseEmail, type PlayerRow } from '../platform/player-repository';
import { revokePlayerSessions } from '../platform/session-repository';
import { isCountryCode } from '../settings/countries';
import { AccountTokens, type IssuedToken, type TokenFailure } from './account-tokens';
import {
  dateOfBirthProblem,
  fieldProblem,
  invalidFields,
  passwordFieldProblems,
  platformError,
} from './field-problems';
import { issuePasswordConfirmation } from './password-confirmation';
import { playerLanguage } from './player-language';
import type { WebLinks } from './web-links';

export interface AccountsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly mailer: Mailer;
  /** Runs the mail work after the call has answered (timing must not tell who is registered). */
  readonly queue: MailQueue;
  readonly hasher: PasswordHasher;
  readonly links: WebLinks;
  readonly contentLocales: readonly string[];
  /** The operator's user-unlock feature (settings `user_unlock_enabled`). */
  readonly userUnlockEnabled: boolean;
  /** Sign-in waits for the confirmed e-mail (EMAIL_CONFIRMATION_REQUIRED); said in the sign-up answer. */
  readonly emailConfirmationRequired: boolean;
}

const ACCEPTED: Accepted = { status: 'accepted' };

const AFFILIATE_TAGS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;

function tokenError(failure: TokenFailure): never {
  throw platformError(
    422,
    failure,
    failure === 'token_expired'
      ? 'the link has expired: ask for a new one'
      : 'the link is not valid or was already used: ask for a new one',
  );
}

/**
 * Accounts of the Platform API (docs/adr/0010): sign-up, e-mail confirmation, unlock, password reset and
 * change, confirm password. Calls that take an e-mail answer the same whether it is registered or not; the
 * difference only shows in the mailbox of its owner. They answer before looking the e-mail up: the look-up,
 * the token and the mail run on the mail queue, so every answer takes the same path and the same time.
 */
export class AccountsService {
  readonly #tokens: AccountTokens;

  constructor(private readonly deps: AccountsDeps) {
    this.#tokens = new AccountTokens(deps.db, deps.clock);
  }

  /** Every problem of a sign-up form, in field order (empty when it is fine). */
  signUpProblems(body: SignUpRequest): ErrorDetail[] {
    const problems: ErrorDetail[] = [];
    const email = normaliseEmail(body.email);
    if (!isEmailAddress(email))
      problems.push(fieldProblem('body.email', 'email_invalid', 'the e-mail address is not valid'));
    problems.push(
      ...passwordFieldProblems(
        passwordProblems(body.password, { email, confirmation: body.password_confirmation }),
      ),
    );
    if (!findCurrency(body.currency))
      problems.push(
        fieldProblem(
          'body.currency',
          'currency_not_offered',
          `${body.currency} is not a currency offered here`,
        ),
      );
    if (!isCountryCode(body.country))
      problems.push(fieldProblem('body.country', 'country_invalid', `${body.country} is not a country code`));
    const birthProblem = dateOfBirthProblem(
      body.date_of_birth,
      utcDate(this.deps.clock.now()),
      'you must be 18 or older to sign up',
    );
    if (birthProblem) problems.push(birthProblem);
    if (body.terms_accepted !== true)
      problems.push(
        fieldProblem('body.terms_accepted', 'terms_not_accepted', 'accept the terms and conditions'),
      );
    if (body.locale !== undefined && !playerLanguage(body.locale, this.deps.contentLocales))
      problems.push(
        fieldProblem('body.locale', 'locale_not_supported', `the product is not served in ${body.locale}`),
      );
    return problems;
  }

  /**
   * Signs up: every field problem at once (400), then either a new player with an account in the chosen
   * currency and a confirmation mail, or, for an e-mail already registered, a mail to its owner. The answer
   * is the same either way; the password is hashed either way so both take as long. It says whether the
   * player must confirm before signing in (the operator's EMAIL_CONFIRMATION_REQUIRED); it never signs in.
   */
  async signUp(body: SignUpRequest, requestLocale: string): Promise<SignUpResponse> {
    const problems = this.signUpProblems(body);
    if (problems.length > 0) throw invalidFields(problems);
    const { db, clock } = this.deps;
    const email = normaliseEmail(body.email);
    const language =
      playerLanguage(body.locale ?? requestLocale, this.deps.contentLocales) ??
      this.deps.contentLocales[0] ??
      'en';
    const passwordHash = await this.deps.hasher.hash(body.password);
    const affiliate = Object.fromEntries(
      AFFILIATE_TAGS.flatMap((tag) => (body[tag] === undefined ? [] : [[tag, body[tag]]])),
    );
    const now = new Date(clock.now()).toISOString();
    const created = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(players)
        .values({
          email,
          passwordHash,
          firstName: body.first_name ?? null,
          lastName: body.last_name ?? null,
          nickname: body.nickname ?? null,
          language,
          currency: body.currency,
          country: body.country,
          dateOfBirth: body.date_of_birth,
          termsAcceptedAt: now,
          affiliate,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: players.email })
        .returning();
      const player = rows[0];
      if (!player) return undefined;
      await tx
        .insert(accounts)
        .values({ playerId: player.id, currency: body.currency, balance: 0, active: true });
      return player;
    });
    if (created) {
      this.deps.queue.later('confirmation', () => this.#mailConfirmation(created));
    } else {
      this.deps.queue.later('sign_up_existing', async () => {
        const owner = await findPlayerByEmail(db, email);
        if (owner)
          await this.deps.mailer.sendMail(owner.email ?? email, 'sign_up_existing', owner.language, {
            link: this.deps.links.signIn(owner.language),
          });
      });
    }
    // The operator's setting, not the e-mail's state: a registered e-mail gets the same answer.
    return { email, confirmation_required: this.deps.emailConfirmationRequired };
  }

  async #mailConfirmation(player: PlayerRow): Promise<void> {
    if (!player.email) return;
    const issued = await this.#tokens.issue(player.id, 'confirmation');
    await this.deps.mailer.sendMail(player.email, 'confirmation', player.language, {
      link: this.deps.links.confirmation(issued.token, player.language),
    });
  }

  /** Mails a new confirmation link when the e-mail is registered and not confirmed yet. */
  async resendConfirmation(email: string): Promise<Accepted> {
    this.deps.queue.later('confirmation', async () => {
      const player = await findPlayerByEmail(this.deps.db, email);
      if (player && !player.emailConfirmedAt) await this.#mailConfirmation(player);
    });
    return ACCEPTED;
  }

  /** Confirms the e-mail of the token's player (single use). */
  async confirmEmail(token: string): Promise<{ email: string }> {
    const result = await this.#tokens.consume(token, 'confirmation');
    if (typeof result === 'string') tokenError(result);
    const now = new Date(this.deps.clock.now()).toISOString();
    await this.deps.db
      .update(players)
      .set({ emailConfirmedAt: sql`coalesce(${players.emailConfirmedAt}, ${now})`, updatedAt: now })
      .where(eq(players.id, result.playerId));
    return { email: await this.#emailOf(result.playerId) };
  }

  /**
   * Mails the unlock link to a player whose account just locked, after the sign-in has answered (its 423
   * takes as long as an unknown e-mail's). Nothing is mailed while the operator has the unlock feature off.
   */
  mailUnlock(player: PlayerRow): void {
    if (!player.email || !this.deps.userUnlockEnabled) return;
    this.deps.queue.later('unlock', () => this.#mailUnlockNow(player));
  }

  async #mailUnlockNow(player: PlayerRow): Promise<void> {
    if (!player.email) return;
    const issued = await this.#tokens.issue(player.id, 'unlock');
    await this.deps.mailer.sendMail(player.email, 'unlock', player.language, {
      link: this.deps.links.unlock(issued.token, player.language),
    });
  }

  /** Mails a new unlock link when the e-mail is registered and its account locked. */
  async resendUnlock(email: string): Promise<Accepted> {
    this.#refuseWithoutUnlock();
    this.deps.queue.later('unlock', async () => {
      const player = await findPlayerByEmail(this.deps.db, email);
      if (player?.lockedAt) await this.#mailUnlockNow(player);
    });
    return ACCEPTED;
  }

  /** Unlocks the token's player (single use); the failed sign-in count starts again. */
  async unlock(token: string): Promise<{ email: string }> {
    this.#refuseWithoutUnlock();
    const result = await this.#tokens.consume(token, 'unlock');
    if (typeof result === 'string') tokenError(result);
    await this.deps.db
      .update(players)
      .set({ lockedAt: null, failedSignInAttempts: 0 })
      .where(eq(players.id, result.playerId));
    return { email: await this.#emailOf(result.playerId) };
  }

  /** Mails a password reset link (1 hour) when the e-mail is registered. */
  async requestPasswordReset(email: string): Promise<Accepted> {
    this.deps.queue.later('reset_password', async () => {
      const player = await findPlayerByEmail(this.deps.db, email);
      if (!player?.email) return;
      const issued = await this.#tokens.issue(player.id, 'reset_password');
      await this.deps.mailer.sendMail(player.email, 'reset_password', player.language, {
        link: this.deps.links.resetPassword(issued.token, player.language),
      });
    });
    return ACCEPTED;
  }

  /**
   * Sets a new password with a reset token: the token is checked first (422), then the password (400, the
   * token stays good), then the token is used up. Every session ends, the account unlocks and the e-mail
   * counts as confirmed (the player just proved they read it).
   */
  async resetPassword(token: string, password: string, confirmation: string): Promise<{ email: string }> {
    const check = await this.#tokens.check(token, 'reset_password');
    if (typeof check === 'string') tokenError(check);
    const player = await findPlayer(this.deps.db, check.playerId);
    if (!player) tokenError('token_invalid');
    const problems = passwordProblems(password, { email: player.email, confirmation });
    if (problems.length > 0) throw invalidFields(passwordFieldProblems(problems));
    const passwordHash = await this.deps.hasher.hash(password);
    const used = await this.#tokens.consume(token, 'reset_password');
    if (typeof used === 'string') tokenError(used);
    const now = new Date(this.deps.clock.now()).toISOString();
    await this.deps.db
      .update(players)
      .set({
        passwordHash,
        lockedAt: null,
        failedSignInAttempts: 0,
        emailConfirmedAt: sql`coalesce(${players.emailConfirmedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(players.id, player.id));
    await revokePlayerSessions(this.deps.db, player.id, now);
    await this.#tokens.retire(player.id, ['unlock', 'confirmation', 'password_confirmation']);
    return { email: player.email ?? '' };
  }

  /** Checks the signed-in player's current password; 422 password_invalid when it is wrong. */
  async #checkCurrentPassword(caller: Caller, password: string): Promise<PlayerRow> {
    const player = await findPlayer(this.deps.db, caller.playerId);
    const matches = await this.deps.hasher.verify(player?.passwordHash, password);
    if (!player || !matches)
      throw platformError(422, 'password_invalid', 'the current password is not right');
    return player;
  }

  /**
   * Changes the signed-in player's password (current one checked first); every other session ends, the
   * player is told by mail, and outstanding reset links stop working.
   */
  async changePassword(
    caller: Caller,
    current: string,
    password: string,
    confirmation: string,
  ): Promise<void> {
    const player = await this.#checkCurrentPassword(caller, current);
    const problems = passwordProblems(password, { email: player.email, confirmation });
    if (problems.length > 0) throw invalidFields(passwordFieldProblems(problems));
    const passwordHash = await this.deps.hasher.hash(password);
    const now = new Date(this.deps.clock.now()).toISOString();
    await this.deps.db.update(players).set({ passwordHash, updatedAt: now }).where(eq(players.id, player.id));
    await revokePlayerSessions(this.deps.db, player.id, now, caller.sessionId);
    await this.#tokens.retire(player.id, ['reset_password']);
    const { email } = player;
    if (email)
      this.deps.queue.later('password_changed', () =>
        this.deps.mailer.sendMail(email, 'password_changed', player.language, {
          link: this.deps.links.signIn(player.language),
        }),
      );
  }

  /** Re-authenticates the signed-in player and answers the 5-minute confirmation token of this session. */
  async confirmPassword(caller: Caller, password: string): Promise<IssuedToken> {
    await this.#checkCurrentPassword(caller, password);
    return issuePasswordConfirmation(this.deps.db, this.deps.clock, caller);
  }

  /**
   * The unlock feature of spec §6 ("user unlock"): when the operator turns it off, accounts unlock only by
   * the cool-down, so the unlock calls answer 403 user_unlock_disabled and no unlock link is mailed.
   */
  #refuseWithoutUnlock(): void {
    if (!this.deps.userUnlockEnabled)
      throw platformError(
        403,
        'user_unlock_disabled',
        'unlocking by mail is not offered here: the lock ends by itself after 30 minutes',
      );
  }

  async #emailOf(playerId: number): Promise<string> {
    return (await findPlayer(this.deps.db, playerId))?.email ?? '';
  }
}
