import { z } from 'zod';
import { text } from '../entities/common';
import { defineCall } from '../http/call';

export const createConnectionToken = defineCall({
  id: 'createConnectionToken',
  api: 'sportsbook',
  method: 'POST',
  path: '/websocket/token',
  summary: "A realtime connection token: the player's with a bearer token, an anonymous one without",
  auth: 'bearer-optional',
  status: 200,
  response: z.object({ token: z.string().min(1) }).meta({ id: 'ConnectionToken' }),
  errorStatuses: [401],
});

export const AuthorizeChannelsRequestSchema = z.strictObject({
  channels: z
    .array(text(255, { min: 1 }))
    .min(1)
    .max(16),
});

export const authorizeChannels = defineCall({
  id: 'authorizeChannels',
  api: 'sportsbook',
  method: 'POST',
  path: '/websocket/authorize',
  summary: "Subscription tokens for private channels; only the caller's own private channel is granted",
  auth: 'bearer',
  body: AuthorizeChannelsRequestSchema,
  status: 200,
  response: z
    .object({ channels: z.array(z.object({ channel: z.string(), token: z.string().min(1) })) })
    .meta({ id: 'ChannelTokens' }),
  errorStatuses: [401, 403],
});
