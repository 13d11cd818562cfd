import type { z } from 'zod';

/**
 * Which API a call belongs to, and so its base path (spec §7.1, §7.2: Sportsbook API v2, its bets v3; the
 * reference backend's operator API; the content API a CMS answers, spec §7.5).
 */
export type ApiName = 'sportsbook' | 'bets' | 'platform' | 'operator' | 'content';

export const API_BASE_PATH: Readonly<Record<ApiName, string>> = {
  sportsbook: '/api/v2',
  bets: '/api/v3',
  platform: '/platform',
  operator: '/operator/v1',
  content: '/content/v1',
};

/**
 * What a caller must present:
 * - `none`: anyone;
 * - `bearer-optional`: a Sportsbook API bearer token may be sent and changes the answer (spec §7.2);
 * - `bearer`: a Sportsbook API bearer token is required;
 * - `session`: the Platform API session cookie is required (spec §7.1);
 * - `operator`: the operator's key (`X-Operator-Key`), for the reference backend's operator API.
 */
export type CallAuth = 'none' | 'bearer-optional' | 'bearer' | 'session' | 'operator';

/** The header an operator API call carries its key in. */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

/** One call of spec §7: method, path and the schemas of what goes in and comes out. */
export interface CallDefinition<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  /** OpenAPI operationId. */
  readonly id: string;
  readonly api: ApiName;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the API base, with `{name}` for path parameters. */
  readonly path: string;
  readonly summary: string;
  readonly auth: CallAuth;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /**
   * The success status: 200 unless the call creates something (201), only accepts work it does not report on
   * (202, e.g. "if the address is registered, a mail is on its way") or returns nothing (204).
   */
  readonly status: 200 | 201 | 202 | 204;
  readonly response: Response;
  /** HTTP statuses this call can answer with an error body besides 400 and 500. */
  readonly errorStatuses: readonly number[];
}

export function defineCall<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
>(call: CallDefinition<Params, Query, Body, Response>): CallDefinition<Params, Query, Body, Response> {
  return call;
}

/** The full path of a call, e.g. `/api/v2/matches/{id}`. */
export function fullPath(call: Pick<CallDefinition, 'api' | 'path'>): string {
  return `${API_BASE_PATH[call.api]}${call.path}`;
}

/** Fills `{name}` path parameters, URL-encoding each value. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
