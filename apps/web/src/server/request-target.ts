/*
 * Request targets no page can have. Next decodes a path's segments into route parameters and answers a
 * segment that is not valid percent-encoded UTF-8 (`/sports/%ff`) with a bare 500; a NUL byte names nothing
 * either. The web server sends such a request to the not-found page instead (404, the reduced shell, every
 * security header, and inside a host's frame still talking to the host).
 */

/** The not-found page of spec §2.1 in the locale the path names, if it names one. */
function notFoundPageFor(path: string): string {
  const locale = /^\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2})\/sports(?:\/|$)/.exec(path)?.[1];
  return locale ? `/${locale}/sports/404` : '/sports/404';
}

/**
 * The target to serve instead of `target` when its path is not valid percent-encoded UTF-8 or holds a NUL
 * byte (the query is kept, as Next's client navigation keys its requests on it); undefined when the path is
 * fine. Targets that are not paths (`*`, absolute form) are Next's to judge.
 */
export function malformedPathTarget(target: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return notFoundPageFor(path) + query;
  }
  return decoded.includes('\0') ? notFoundPageFor(path) + query : undefined;
}
