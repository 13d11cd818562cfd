import * as banners from './content/banner-calls';
import type { CallDefinition } from './http/call';
import * as campaigns from './operator/campaign-calls';
import * as predictions from './operator/prediction-calls';
import * as accounts from './platform/account-calls';
import * as auth from './platform/auth-calls';
import * as limits from './platform/limit-calls';
import * as payments from './platform/payment-calls';
import * as platform from './platform/platform-calls';
import * as sessions from './platform/session-calls';
import * as bets from './sportsbook/bet-calls';
import * as bonuses from './sportsbook/bonus-calls';
import * as catalog from './sportsbook/catalog-calls';
import * as favourites from './sportsbook/favourite-calls';
import * as feed from './sportsbook/feed-calls';
import * as jackpots from './sportsbook/jackpot-calls';
import * as notifications from './sportsbook/notification-calls';
import * as settings from './sportsbook/settings-calls';
import * as votes from './sportsbook/vote-calls';
import * as websocket from './sportsbook/websocket-calls';

/** Whether an exported value of a call module is a call (modules export schemas and constants too). */
export function isCallDefinition(value: unknown): value is CallDefinition {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/**
 * Every call of the contract, gathered from its call modules (`*-calls.ts`): what a test that must cover
 * every operation (the OpenAPI check, the backend's hostile-input fuzz) iterates, so a new call is covered
 * without anyone listing it. Tests and tools only: a page imports the calls it makes.
 */
export const CONTRACT_CALLS: readonly CallDefinition[] = [
  catalog,
  favourites,
  notifications,
  votes,
  feed,
  settings,
  websocket,
  platform,
  bets,
  bonuses,
  jackpots,
  auth,
  accounts,
  sessions,
  limits,
  payments,
  campaigns,
  predictions,
  banners,
]
  .flatMap((module) => Object.values(module))
  .filter(isCallDefinition);
