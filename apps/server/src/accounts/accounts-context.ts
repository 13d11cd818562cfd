import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app';
import { MailQueue } from '../mail/mail-queue';
import { createMailer, type Mailer } from '../mail/mailer';
import { PasswordHasher } from '../platform/password-hasher';
import { AccountsService } from './accounts-service';
import { webLinks } from './web-links';

export interface AccountsContext {
  readonly mailer: Mailer;
  /** Mail work run after the calls answer; the outbox pages and the app's close wait for it. */
  readonly queue: MailQueue;
  readonly hasher: PasswordHasher;
  readonly accounts: AccountsService;
}

const contexts = new WeakMap<AppDeps, AccountsContext>();

/**
 * The accounts module's services for one app (one per AppDeps, shared by the platform routes' sign-in and
 * the accounts routes): the mailer (SMTP or outbox), its queue, the password hasher, the accounts service.
 */
export function accountsContextOf(deps: AppDeps, log?: FastifyBaseLogger): AccountsContext {
  const known = contexts.get(deps);
  if (known) return known;
  const { db } = deps.database;
  const mailer = createMailer(db, deps.clock, deps.config.mail, log ?? deps.logger);
  const queue = new MailQueue(log ?? deps.logger);
  const hasher = new PasswordHasher();
  const accounts = new AccountsService({
    db,
    clock: deps.clock,
    mailer,
    queue,
    hasher,
    links: webLinks(deps.config.webOrigin),
    contentLocales: deps.config.contentLocales,
    userUnlockEnabled: deps.config.userUnlockEnabled,
    emailConfirmationRequired: deps.config.emailConfirmationRequired,
  });
  const context = { mailer, queue, hasher, accounts };
  contexts.set(deps, context);
  return context;
}
