import {
  getCompPoints,
  getPhone,
  listStatusGroups,
  sendPhoneCode,
  switchAccount,
  updateLocale,
  updatePlayerFields,
  verifyPhone,
} from '@sportsbook/contract/platform/account-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { type Caller, type RouteEnv, registerCall } from '../http/register-call';
import { accountsContextOf } from './accounts-context';
import { PhoneService } from './phone-service';
import { PlayerDataService } from './player-data-service';
import { assignedGroups, LOYALTY_LEVELS } from './status-groups';

function playerId(caller: Caller | null): number {
  if (!caller) throw new Error('a session call ran without a caller');
  return caller.playerId;
}

/**
 * The signed-in player's own data (spec §4, §7.1): POST /player/accounts (currency change), PATCH
 * /player/update_locale, GET /player/comp_points, GET /player/status_groups, phone verification.
 */
export function registerPlayerDataRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const { db } = deps.database;
  const { mailer } = accountsContextOf(deps, app.log);
  const groups = [
    ...LOYALTY_LEVELS,
    ...assignedGroups(deps.config.quickDeposit.statusGroupId, deps.config.reminders.depositStatusGroupId),
  ];
  const data = new PlayerDataService(db, deps.clock, deps.config.contentLocales, groups);
  const phone = new PhoneService(db, deps.clock, mailer);

  registerCall(app, env, switchAccount, async ({ body, caller }) =>
    data.switchAccount(playerId(caller), body.currency),
  );
  registerCall(app, env, updatePlayerFields, async ({ body, caller }) =>
    data.updateFields(playerId(caller), body),
  );
  registerCall(app, env, updateLocale, async ({ body, caller }) =>
    data.updateLocale(playerId(caller), body.locale),
  );
  registerCall(app, env, getCompPoints, async ({ caller }) => data.compPoints(playerId(caller)));
  registerCall(app, env, listStatusGroups, async ({ caller }) => data.statusGroups(playerId(caller)));
  registerCall(app, env, getPhone, async ({ caller }) => phone.get(playerId(caller)));
  registerCall(app, env, sendPhoneCode, async ({ body, caller }) =>
    phone.sendCode(playerId(caller), body.number, body.country.toUpperCase()),
  );
  registerCall(app, env, verifyPhone, async ({ body, caller }) => phone.verify(playerId(caller), body.code));
}
