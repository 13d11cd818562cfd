import { getSettings } from '@sportsbook/contract/sportsbook/settings-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { type RouteEnv, registerCall } from '../http/register-call';
import { loadSettings } from './settings-service';
import { userCountry } from './user-country';

/** Registers GET /api/v2/settings: operator defaults for visitors, the player's choices with a bearer token. */
export function registerSettingsRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  registerCall(app, env, getSettings, async ({ caller, locale, request }) =>
    loadSettings(deps.database.db, {
      locale,
      locales: deps.config.contentLocales,
      playerId: caller?.playerId ?? null,
      userCountry: userCountry(request.headers),
    }),
  );
}
