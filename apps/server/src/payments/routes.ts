import type { CallDefinition } from '@sportsbook/contract/http/call';
import {
  cashierPage,
  createPayment,
  getPayment,
  listWalletTransactions,
  paymentInterfaceScript,
  quickDeposit,
} from '@sportsbook/contract/platform/payment-calls';
import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { refuseBlockedCountry } from '../accounts/country-block';
import type { AppDeps } from '../app';
import { hashSessionToken } from '../auth/authenticator';
import { runEvery } from '../http/periodic-work';
import { type Caller, type RouteEnv, registerCall } from '../http/register-call';
import { checkReturnUrls, cashierPage as renderCashier } from './cashier-page';
import { PAYMENT_INTERFACE_SCRIPT } from './payment-interface-script';
import { checkCard, PaymentService } from './payment-service';

/** `registerCall` resolves the caller of every `session` call; a missing one is a wiring mistake. */
function sessionCaller(caller: Caller | null): Caller {
  if (!caller) throw new Error('a session call ran without a caller');
  return caller;
}

/** How often the background completer looks for pending payments that are due. */
const COMPLETER_INTERVAL_MS = 1_000;

/**
 * Card attempts per session per minute (per address without one): enough for a person, not for testing
 * stolen card numbers. Keyed by the hash of the session cookie, never the cookie itself.
 */
const PAYMENT_RATE_LIMIT = {
  max: 20,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => {
    const cookie = request.cookies[SESSION_COOKIE];
    return cookie ? `payments:${hashSessionToken(cookie)}` : `payments-ip:${request.ip}`;
  },
};

/**
 * Deposits of the Platform API (spec §2.2, §2.5, §7.1; docs/adr/0010): the sandbox cashier page and the
 * payment-interface script, card payments, quick deposit, and the background completer of pending payments.
 */
export function registerPaymentRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): PaymentService {
  const { config } = deps;
  const payments = new PaymentService({
    db: deps.database.db,
    clock: deps.clock,
    publisher: deps.publisher,
    contentLocales: config.contentLocales,
    pendingSeconds: config.paymentPendingSeconds,
    quickDeposit: config.quickDeposit,
    log: { error: (details, message) => app.log.error(details, message) },
  });

  registerCall(app, env, cashierPage, async ({ query, reply }) => {
    const urls = checkReturnUrls(query, config.webOrigin);
    const page = renderCashier(query, urls, config.webOrigin, config.hostOrigins);
    // Framed by the web origin's deposit modal (itself maybe framed by an allowed host page): CSP
    // frame-ancestors says who may, not X-Frame-Options.
    reply.removeHeader('x-frame-options');
    reply.header('content-security-policy', page.csp);
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.type('text/html; charset=utf-8');
    return page.html;
  });

  registerCall(app, env, paymentInterfaceScript, async ({ reply }) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.type('text/javascript; charset=utf-8');
    return PAYMENT_INTERFACE_SCRIPT;
  });

  /** A deposit call of the signed-in player: rate limited per session, refused from a blocked country. */
  const registerDeposit = <B extends z.ZodType, R extends z.ZodType>(
    call: CallDefinition<z.ZodType, z.ZodType, B, R>,
    deposit: (playerId: number, body: z.output<B>, locale: string) => Promise<z.output<R>>,
  ): void =>
    registerCall(
      app,
      env,
      call,
      async ({ caller, body, locale, request }) => {
        refuseBlockedCountry(config, request, 'deposit');
        return deposit(sessionCaller(caller).playerId, body, locale);
      },
      { config: { rateLimit: PAYMENT_RATE_LIMIT } },
    );

  registerDeposit(createPayment, (playerId, body, locale) =>
    payments.deposit(playerId, {
      amount: body.amount,
      currency: body.currency,
      card: checkCard(body, deps.clock.now()),
      saveCard: body.save_card,
      quick: false,
      locale,
    }),
  );

  registerDeposit(quickDeposit, (playerId, body, locale) =>
    payments.quickDeposit(playerId, { ...body, locale }),
  );

  registerCall(app, env, getPayment, async ({ caller, params }) =>
    payments.get(sessionCaller(caller).playerId, params.id),
  );

  registerCall(app, env, listWalletTransactions, async ({ caller, query }) =>
    payments.transactions(sessionCaller(caller).playerId, query),
  );

  // Pending payments complete in the background; all state is in the database, so a restart picks up
  // where it stopped (the first run completes whatever fell due meanwhile).
  runEvery(app, 'completing pending payments', COMPLETER_INTERVAL_MS, () => payments.completeDue());
  return payments;
}
