import type { LoggerOptions } from 'pino';

/** Query parameters that carry secrets (mailed tokens, confirmation tokens); their values never reach a log. */
const SECRET_PARAMS =
  /([?&](?:confirmation_token|unlock_token|reset_password_token|password_confirmation_token|token|code)=)[^&#]*/gi;

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

interface LoggedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number };
}

/**
 * Logger options of the server (main.ts): request URLs are logged with secret query values redacted
 * (GET /users/confirmation?confirmation_token=…), and headers or bodies that could hold a password, a token
 * or a cookie are censored should anything log them. Bodies are never logged by the app itself. Errors go
 * under `err` (pino's serializer: type, message, stack, code and their other fields).
 */
export const LOG_REDACTION: Pick<LoggerOptions, 'redact' | 'serializers'> = {
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      'headers.cookie',
      'headers.authorization',
      '*.password',
      '*.password_confirmation',
      '*.current_password',
      '*.token',
      // Phone verification codes travel in request bodies. Not `*.code`: an error's code (ECONNREFUSED,
      // 57P01, EAUTH) under `err` says what went wrong and must stay readable.
      'body.code',
      'req.body.code',
      'request.body.code',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: request.url === undefined ? undefined : redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
};
