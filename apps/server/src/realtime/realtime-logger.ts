/** The logging the realtime side needs; Fastify's (pino's) logger fits it. */
export interface RealtimeLogger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** Logs to stderr, for a hub or publisher built before the app's logger exists. */
export const consoleRealtimeLogger: RealtimeLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};
