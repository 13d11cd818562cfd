import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';
import { call, freshEmail, signUpBody } from './accounts-helpers';

/*
 * Affiliate tags of spec §9 sent straight to POST /platform/users (not through the product's pages, which
 * sanitise them first): the contract applies core's AFF2 rule, so a junk tag is dropped and the sign-up
 * goes through without it.
 */
describe.each(testDatabaseKinds())('affiliate tags at sign-up on %s', (kind) => {
  const t = useSuiteApp(kind);

  const affiliateOf = async (email: string) =>
    (await t.db.select().from(players).where(eq(players.email, email)))[0]?.affiliate;

  it('drops a tag with script, quotes, spaces or an active scheme and keeps the clean ones', async () => {
    const email = freshEmail();
    const res = await call(
      t.app,
      'POST',
      '/platform/users',
      signUpBody(email, {
        ctag: '<script>alert(1)</script>',
        btag: ' partner-7 ',
        stag: 'javascript:alert(1)',
        qtag: 'a"b',
        gclid: 'Cj0KCQ-x_1.2',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(await affiliateOf(email)).toEqual({ btag: 'partner-7', gclid: 'Cj0KCQ-x_1.2' });
  });

  it('signs up with no tag stored when every tag is junk: over 200 characters, not text, empty', async () => {
    const email = freshEmail();
    const res = await call(
      t.app,
      'POST',
      '/platform/users',
      signUpBody(email, { ctag: 'x'.repeat(201), btag: 42, stag: { $ne: null }, qtag: '   ', gclid: null }),
    );
    expect(res.statusCode).toBe(201);
    expect(await affiliateOf(email)).toEqual({});
  });
});
