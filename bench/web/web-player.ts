import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';

/*
 * A real player of the web benchmarks' backend, signed in as a browser signs in: signed up and confirmed
 * through the Platform API (the confirmation link from the backend's developer outbox: the benchmark's
 * backend sends no mail), then signed in through the web product's own origin, whose answer sets the
 * session cookie the web server reads for its first render (`apps/web/src/lib/player/server-session.ts`)
 * and the page's calls carry. The session lives in that HttpOnly cookie alone: the page keeps no token in
 * storage (it asks for its bearer token with the cookie), so the cookie is all a browser profile needs.
 */

/** The name the player signs up with: the signed-in header shows it (`{first} {last}`). */
export const WEB_PLAYER_NAME = { first: 'Bench', last: 'Player' } as const;

const PLATFORM_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/vnd.platform.v1+json',
  'x-app': 'sportsbook',
};

/** The session cookie as the sign-in answered it, in the shape CDP and playwright-core take. */
export interface SessionCookie {
  readonly name: string;
  readonly value: string;
  /** The web product's origin: the cookie is that host's (path /). */
  readonly url: string;
  readonly httpOnly: boolean;
  readonly secure: boolean;
  readonly sameSite: 'Strict' | 'Lax' | 'None';
  /** Seconds since the epoch. */
  readonly expires: number;
}

export interface WebPlayer {
  readonly email: string;
  readonly cookie: SessionCookie;
}

/** `Set-Cookie` of the session, read into a cookie for `url`. */
function sessionCookieOf(setCookie: readonly string[], url: string): SessionCookie {
  const line = setCookie.find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  if (!line)
    throw new Error(`the sign-in set no ${SESSION_COOKIE} cookie (Set-Cookie: ${setCookie.join(' | ')})`);
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const value = pair.slice(SESSION_COOKIE.length + 1);
  const attribute = (name: string) =>
    attributes
      .find((part) => part.toLowerCase().startsWith(name.toLowerCase()))
      ?.split('=')
      .slice(1)
      .join('=');
  const maxAge = Number(attribute('max-age') ?? 3_600);
  const sameSite = (attribute('samesite') ?? 'lax').toLowerCase();
  return {
    name: SESSION_COOKIE,
    value,
    url,
    httpOnly: attributes.some((part) => part.toLowerCase() === 'httponly'),
    secure: attributes.some((part) => part.toLowerCase() === 'secure'),
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    expires: Math.floor(Date.now() / 1000) + maxAge,
  };
}

/**
 * Signs up a new confirmed player with a EUR account on the backend at `apiUrl` and signs them in through the
 * web product at `webUrl`: the player and their session cookie.
 */
export async function signedInWebPlayer(apiUrl: string, webUrl: string, prefix: string): Promise<WebPlayer> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Bench-player-2026';
  const signUp = await fetch(`${apiUrl}/platform/users`, {
    method: 'POST',
    headers: PLATFORM_HEADERS,
    body: JSON.stringify({
      email,
      password,
      password_confirmation: password,
      currency: 'EUR',
      country: 'DE',
      date_of_birth: '1985-01-30',
      terms_accepted: true,
      first_name: WEB_PLAYER_NAME.first,
      last_name: WEB_PLAYER_NAME.last,
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const outbox = await fetch(`${apiUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  if (!outbox.ok) throw new Error(`the developer outbox answered ${outbox.status}`);
  const { messages } = (await outbox.json()) as { messages: { template: string; links: string[] }[] };
  const link = messages
    .find((message) => message.template === 'confirmation')
    ?.links.find((href) => href.includes('confirmation_token='));
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  const confirmed = await fetch(`${apiUrl}/platform/users/confirmation${new URL(link).search}`, {
    headers: { 'x-app': 'sportsbook' },
  });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
  // Through the web product's origin, as the sign-in dialog does: the cookie is the one the browser keeps.
  const signIn = await fetch(`${webUrl}/platform/users/sign_in`, {
    method: 'POST',
    headers: { ...PLATFORM_HEADERS, origin: webUrl },
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  return { email, cookie: sessionCookieOf(signIn.headers.getSetCookie(), webUrl) };
}
