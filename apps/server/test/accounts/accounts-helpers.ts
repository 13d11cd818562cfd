import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OutboxMessage } from '../../src/mail/outbox-repository';
import { freshClientIp } from '../platform/sign-in-helpers';

export const STRONG_PASSWORD = 'tram-Line-seven-42';

let nextEmail = 1;

/** An e-mail no other test used. */
export function freshEmail(prefix = 'player'): string {
  const n = nextEmail;
  nextEmail += 1;
  return `${prefix}-${n}-${process.pid}@example.com`;
}

/** A valid sign-up body for `email`, with `overrides`. */
export function signUpBody(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email,
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    currency: 'EUR',
    country: 'DE',
    date_of_birth: '1990-04-12',
    terms_accepted: true,
    ...overrides,
  };
}

/** A Platform API call from a fresh client address (so tests do not share rate-limit counters). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  cookies: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': freshClientIp(), ...headers },
    cookies,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A message as GET /dev/outbox.json answers it: the kept message with the links in its text. */
export interface OutboxEntry extends OutboxMessage {
  readonly links: string[];
}

/** The messages to `to`, newest first, read through GET /dev/outbox.json as a developer would. */
export async function outbox(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ messages: OutboxEntry[] }>().messages;
}

/** The `param` of the link in the newest message of `template` to `to`. */
export async function mailedToken(
  app: FastifyInstance,
  to: string,
  template: string,
  param: string,
): Promise<string> {
  const message = (await outbox(app, to)).find((m) => m.template === template);
  if (!message) throw new Error(`no ${template} message to ${to}`);
  const link = message.links.find((l) => new URL(l).searchParams.has(param));
  const token = link ? new URL(link).searchParams.get(param) : null;
  if (!token) throw new Error(`the ${template} message has no ${param} link`);
  return token;
}
