import { STORED_KEYS } from '@/lib/privacy/stored-keys';

/** Local storage key of spec §3 "is registered": set once the browser has seen a signed-in player. */
export const IS_REGISTERED_KEY = STORED_KEYS.isRegistered.name;
