/*
 * Runs in the browser before hydration, before any module that defines a schema. The wire schemas'
 * validator (zod 4) probes once whether it may compile parsers with `new Function`; the page's
 * Content-Security-Policy allows no eval (server/security-headers.ts), so the probe is refused and the
 * browser reports a violation even though zod catches it. Parsing without compiled parsers from the start is
 * what the policy leaves zod anyway, without the violation.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod) and adopts an
 * object already there; importing its `config` instead would put zod's core on the first load (+5 KiB gzip).
 * e2e/security-headers.test.ts fails if a zod upgrade stops reading it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
