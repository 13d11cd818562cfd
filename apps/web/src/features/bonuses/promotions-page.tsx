import { getLocale, getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/site/site';
import { BonusCard, bonusDetail } from './bonus-card';
import styles from './bonuses.module.css';
import type { HuntingWords } from './hunting-progress';
import { fetchJackpots } from './jackpot-blocks';
import { JackpotBoard } from './jackpot-board';
import { fetchPromotions } from './offers';
import { PlayerBonuses } from './player-bonuses';

/**
 * The promotions page (spec §2.1 /promotions): the running offers everyone sees, drawn on the server with
 * their terms, the running jackpots with their pools (polled in the browser), then the player's part (promo
 * code and their bonuses) in the browser.
 */
export async function PromotionsPage() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'bonuses' });
  const jackpotsOn = (await getSiteConfig()).features.jackpots;
  const [promotions, jackpots] = await Promise.all([
    fetchPromotions(locale),
    jackpotsOn ? fetchJackpots(locale) : Promise.resolve([]),
  ]);
  const textsOf = ({ bonus }: NonNullable<typeof promotions>[number]) => ({
    kind: t(`kinds.${bonus.bonus_type as 'comboboost'}`),
    detail: bonusDetail(bonus, locale, (key, values) => t(key, values)),
    status: null,
    terms: t('terms'),
    hunting: { locale, words: ((key, values) => t(key, values)) satisfies HuntingWords },
  });
  return (
    <div className={styles.page} data-page-id="promotions">
      <h1>{t('title')}</h1>
      <section className={styles.section} aria-labelledby="promotions-offers">
        <h2 id="promotions-offers">{t('offers')}</h2>
        {promotions === null ? (
          <p role="alert">{t('unavailable')}</p>
        ) : promotions.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <ul className={styles.cards}>
            {promotions.map((promotion) => (
              <li key={`${promotion.bonus.bonus_type}-${promotion.bonus.id}`}>
                <BonusCard
                  bonus={promotion.bonus}
                  texts={textsOf(promotion)}
                  termsText={promotion.terms}
                  banner={promotion.banner}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {jackpots === null ? (
        <section className={styles.section} aria-labelledby="promotions-jackpots">
          <h2 id="promotions-jackpots">{t('jackpots.heading')}</h2>
          <p role="alert">{t('jackpots.unavailable')}</p>
        </section>
      ) : jackpots.length > 0 ? (
        <section className={styles.section} aria-labelledby="promotions-jackpots">
          <h2 id="promotions-jackpots">{t('jackpots.heading')}</h2>
          <JackpotBoard initial={jackpots} variant="card" />
        </section>
      ) : null}
      <PlayerBonuses />
    </div>
  );
}
