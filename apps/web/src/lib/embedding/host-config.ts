import {
  DEFAULT_HOST_MESSAGE_TAG,
  isValidHostTag,
  parseHostOrigins,
} from '@sportsbook/core/host/host-messaging';

/** The host pages the product may live in (spec §7.4), read from the environment at request time. */
export interface HostConfig {
  /** HOST_ORIGINS: the origins allowed to frame the product and to command it. Empty: none. */
  readonly origins: readonly string[];
  /** HOST_MESSAGE_TAG: the tag outgoing message types start with (`sportsbook` by default). */
  readonly tag: string;
}

export class HostConfigError extends Error {}

/**
 * HOST_ORIGINS (comma-separated origins, core HOST1) and HOST_MESSAGE_TAG (core HOST2). A bad value throws
 * HostConfigError naming it: the server refuses to start (instrumentation) rather than frame for anyone.
 */
export function readHostConfig(env: Readonly<Record<string, string | undefined>> = process.env): HostConfig {
  const { origins, invalid } = parseHostOrigins(env.HOST_ORIGINS);
  const problems: string[] = [];
  if (invalid.length > 0) {
    problems.push(`HOST_ORIGINS: not origins (scheme://host[:port]): ${invalid.join(', ')}`);
  }
  const tag = env.HOST_MESSAGE_TAG?.trim() || DEFAULT_HOST_MESSAGE_TAG;
  if (!isValidHostTag(tag)) {
    problems.push('HOST_MESSAGE_TAG: a letter, then letters, digits, _ or - (32 characters at most)');
  }
  if (problems.length > 0) throw new HostConfigError(`invalid environment:\n  ${problems.join('\n  ')}`);
  return { origins, tag };
}

/**
 * The framing policy of every page (spec §7.4): `frame-ancestors 'self'` and the allowed host origins; a
 * page framed by any other origin is refused by the browser. A bad configuration frames for no one else.
 */
export function frameAncestorsPolicy(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  let origins: readonly string[] = [];
  try {
    origins = readHostConfig(env).origins;
  } catch {
    origins = [];
  }
  return ["frame-ancestors 'self'", ...origins].join(' ');
}
