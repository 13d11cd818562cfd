import type { Bonus } from '@sportsbook/contract/entities/bonus';
import { resizedImageUrl, resizedSrcSet } from '@sportsbook/core/images/image-quality';
import { formatMoney } from '@/lib/player/money';
import styles from './bonuses.module.css';
import { HuntingProgress, type HuntingWords } from './hunting-progress';
import { LootboxPanel } from './lootbox-panel';
import { TournamentPanel } from './tournament-panel';

/** The words a card needs, already translated (server and client components pass their own). */
export interface BonusCardTexts {
  readonly kind: string;
  readonly detail: string | null;
  readonly status: string | null;
  readonly terms: string;
  /** A hunting's progress words; its steps are drawn when given. */
  readonly hunting?: { readonly locale: string; readonly words: HuntingWords };
}

/** What a bonus is in a few words: a free bet's amount, an acca boost's best percentage and uses. */
export function bonusFacts(bonus: Bonus, locale: string) {
  const freebet = bonus.freebet;
  const boost = bonus.comboboost;
  return {
    amount: freebet ? formatMoney(freebet.amount, freebet.currency, freebet.subunits, locale) : null,
    bestPercent: boost ? Math.max(...boost.ranges.map((range) => range.bonus_odds)) : null,
    fewestSelections: boost ? Math.min(...boost.ranges.map((range) => range.min_count)) : null,
    usesLeft: boost ? boost.uses_count : null,
  };
}

/** The messages of `bonuses` a bonus's line of facts uses (next-intl's `t` on the server or in the browser). */
export type FactWords = (
  key: 'boost' | 'upTo' | 'amount' | 'hunt' | 'cup' | 'box',
  values: Readonly<Record<string, string | number>>,
) => string;

/** A bonus's facts in a line: an acca boost's best percentage from its fewest selections, a free bet's value. */
export function bonusDetail(bonus: Bonus, locale: string, words: FactWords): string | null {
  const facts = bonusFacts(bonus, locale);
  if (facts.bestPercent !== null && facts.fewestSelections !== null)
    return words('boost', { percent: facts.bestPercent, count: facts.fewestSelections });
  const hunting = bonus.hunting;
  if (hunting) {
    const best = Math.max(...hunting.steps.map((step) => step.reward));
    return words('hunt', {
      count: hunting.steps.length,
      amount: formatMoney(best, hunting.currency, hunting.subunits, locale),
    });
  }
  const cup = bonus.tournament;
  if (cup) {
    const top = Math.max(...cup.pool.levels.map((level) => level.pool_amount));
    return words('cup', {
      amount: formatMoney(top, cup.currency, cup.subunits, locale),
      count: cup.prize_shares.length,
    });
  }
  const box = bonus.lootbox;
  if (box)
    return words('box', {
      amount: formatMoney(box.stake_per_point, box.currency, box.subunits, locale),
      value: formatMoney(box.point_value, box.currency, box.subunits, locale),
    });
  if (facts.amount === null) return null;
  return words(bonus.freebet_type === 'no_risk' ? 'upTo' : 'amount', { amount: facts.amount });
}

/** Widths (CSS px) a banner is drawn at most: a card's on a phone, and on a wider screen. */
const BANNER_MOBILE = { width: 400, height: 200 };
const BANNER_DESKTOP = { width: 480, height: 160 };

/**
 * A promotion's banner (spec §3 banners: desktop and mobile images) through the resizing proxy: the mobile
 * image on narrow screens, the desktop one from 48rem. Decorative: the card's heading names the promotion.
 */
function BonusBanner({ banner }: { banner: { desktop: string | null; mobile: string | null } }) {
  const narrow = banner.mobile ?? banner.desktop;
  const wide = banner.desktop ?? banner.mobile;
  if (!narrow || !wide) return null;
  const size = banner.mobile ? BANNER_MOBILE : BANNER_DESKTOP;
  return (
    <picture className={styles.banner}>
      <source
        media="(min-width: 48rem)"
        srcSet={resizedSrcSet(wide, BANNER_DESKTOP.width)}
        width={BANNER_DESKTOP.width}
        height={banner.desktop ? BANNER_DESKTOP.height : BANNER_MOBILE.height}
      />
      <img
        src={resizedImageUrl(narrow, size.width)}
        srcSet={resizedSrcSet(narrow, size.width)}
        alt=""
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/**
 * One bonus: its banner, kind, title, what it gives, its state, and its terms behind a disclosure. Its title is a
 * heading of `level` (3 unless it sits under a group's heading), its id unique by `idPrefix` on a page.
 */
export function BonusCard({
  bonus,
  texts,
  termsText,
  level = 3,
  idPrefix = 'bonus',
  banner = null,
}: {
  bonus: Bonus;
  texts: BonusCardTexts;
  termsText: string | null;
  level?: 3 | 4;
  idPrefix?: string;
  /** Images the resizing proxy serves (offers.ts checks them on the server); none drawn when null. */
  banner?: { desktop: string | null; mobile: string | null } | null;
}) {
  const headingId = `${idPrefix}-${bonus.bonus_type}-${bonus.id}`;
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {banner ? <BonusBanner banner={banner} /> : null}
      {texts.kind.toLowerCase() !== bonus.title.toLowerCase() ? (
        <p className={styles.kind}>{texts.kind}</p>
      ) : null}
      <Heading id={headingId} className={styles.title}>
        {bonus.title}
      </Heading>
      <p>{bonus.description}</p>
      {texts.detail ? <p className={styles.detail}>{texts.detail}</p> : null}
      {texts.hunting ? (
        <HuntingProgress
          bonus={bonus}
          locale={texts.hunting.locale}
          words={texts.hunting.words}
          idPrefix={idPrefix}
        />
      ) : null}
      {bonus.tournament ? (
        <TournamentPanel bonus={bonus} idPrefix={idPrefix} headingLevel={level === 4 ? 5 : 4} />
      ) : null}
      {bonus.lootbox ? (
        <LootboxPanel bonus={bonus} idPrefix={idPrefix} headingLevel={level === 4 ? 5 : 4} />
      ) : null}
      {texts.status ? <p className={styles.status}>{texts.status}</p> : null}
      {termsText ? (
        <details className={styles.terms}>
          <summary>{texts.terms}</summary>
          <p>{termsText}</p>
        </details>
      ) : null}
    </article>
  );
}
