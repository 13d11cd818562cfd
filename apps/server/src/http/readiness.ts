/**
 * One part of the backend that must be working before it takes traffic that needs it (the database, the
 * live feed). `GET /readyz` asks every check; `GET /healthz` asks none (the process answers: it is alive).
 */
export interface ReadinessCheck {
  /** A short name for the probe's answer, e.g. `database`, `feed`. */
  readonly name: string;
  /** Whether this part works now, and if not, why (for operators). Never throws, never waits long. */
  check(): { readonly ready: boolean; readonly detail?: string };
}
