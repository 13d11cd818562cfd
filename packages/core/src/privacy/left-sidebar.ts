/**
 * The desktop left sidebar's collapsed state, kept in the `leftSidebarCollapsed` cookie of spec §3 (CKE5 in
 * SPEC.md). Pure: the server reads the request's cookie with it, the browser writes what it serialises.
 */

/** The cookie's name (spec §3 "left sidebar collapsed"). */
export const LEFT_SIDEBAR_COOKIE = 'leftSidebarCollapsed';

/** Its lifetime in days: one year. */
export const LEFT_SIDEBAR_COOKIE_DAYS = 365;

/**
 * [CKE5] The cookie holds exactly `true` (collapsed) or `false` (expanded). Anything else (absent, empty,
 * `1`, `TRUE`, padded, tampered) reads as expanded: a bad value never hides the sports menu.
 */
export function parseLeftSidebarCollapsed(value: string | undefined): boolean {
  return value === 'true';
}

/** [CKE5] The cookie value of a state. */
export function serializeLeftSidebarCollapsed(collapsed: boolean): 'true' | 'false' {
  return collapsed ? 'true' : 'false';
}
