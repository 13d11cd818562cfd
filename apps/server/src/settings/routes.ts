import { getSettings, updateSettings } from '@sportsbook/contract/sportsbook/settings-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { type RouteEnv, registerCall } from '../http/register-call';
import { savePlayerPreferences } from './player-preferences';
import { operatorSettingsFor } from './settings-defaults';
import { loadSettings } from './settings-service';
import { requestCountry } from './user-country';

/**
 * Registers GET /api/v2/settings (operator defaults for visitors, the player's choices with a bearer
 * token) and POST /api/v2/settings (a player saves stakes, odds acceptance mode, odds type).
 */
export function registerSettingsRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const operator = operatorSettingsFor(deps.config);
  registerCall(app, env, getSettings, async ({ caller, locale, request }) =>
    loadSettings(deps.database.db, {
      locale,
      locales: deps.config.contentLocales,
      playerId: caller?.playerId ?? null,
      userCountry: requestCountry(request, deps.config),
      operator,
    }),
  );

  registerCall(app, env, updateSettings, async ({ caller, body, locale, request }) => {
    if (!caller) throw new Error('a bearer call ran without a caller');
    await savePlayerPreferences(
      deps.database.db,
      caller.playerId,
      {
        ...(body.stakes !== undefined ? { stakes: body.stakes } : {}),
        ...(body.auto_accept_odds_change !== undefined
          ? { oddsAcceptMode: body.auto_accept_odds_change }
          : {}),
        ...(body.odds_type !== undefined ? { oddsType: body.odds_type } : {}),
        ...(body.one_signal_push_notification_subscription !== undefined
          ? { pushSubscription: body.one_signal_push_notification_subscription }
          : {}),
      },
      new Date(deps.clock.now()).toISOString(),
    );
    return loadSettings(deps.database.db, {
      locale,
      locales: deps.config.contentLocales,
      playerId: caller.playerId,
      userCountry: requestCountry(request, deps.config),
      operator,
    });
  });
}
