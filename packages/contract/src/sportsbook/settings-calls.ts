import { SettingsSchema } from '../entities/settings';
import { defineCall } from '../http/call';

export const getSettings = defineCall({
  id: 'getSettings',
  api: 'sportsbook',
  method: 'GET',
  path: '/settings',
  summary: "Settings and system data; a player's own choices when a bearer token is sent",
  auth: 'bearer-optional',
  status: 200,
  response: SettingsSchema,
  errorStatuses: [],
});
