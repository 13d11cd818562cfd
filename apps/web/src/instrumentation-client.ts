import { config } from 'zod/v4/core';

/*
 * Runs in the browser before hydration, before any module that defines a schema. The wire schemas'
 * validator (zod 4) probes once whether it may compile parsers with `new Function`; the page's
 * Content-Security-Policy allows no eval (server/security-headers.ts), so the probe is refused and the
 * browser reports a violation even though zod catches it. Parsing without compiled parsers from the start is
 * what the policy leaves zod anyway, without the violation. Only zod's small config module is imported here.
 */
config({ jitless: true });
