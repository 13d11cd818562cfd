'use client';

import type { Bonus, LootboxTerms } from '@sportsbook/contract/entities/bonus';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/player/money';
import { useSession } from '@/lib/player/session-store';
import { queryClient } from '@/lib/query/app-query-client';
import { ResizedImage } from '@/ui/images/resized-image';
import { bonusesKey, boostFreebet } from './api/player-bonuses';
import styles from './bonuses.module.css';
import { SaidStatus, useSaidAction } from './said-action';

/** The refusals of a boost the panel words (spec §7.2 boost; the backend's codes). */
const BOOST_ERRORS = ['nothing_to_boost', 'freebet_not_boostable', 'lootbox_missing'] as const;

/** The box's picture is drawn this wide (CSS px). */
const PICTURE_SIZE = 96;

/**
 * A lootbox (spec §3 lootbox): its picture by tier, its farming stats (points, available points and what they
 * are worth, bets counted, average stake, the initial pool) and, for the player who activated it, the free bets
 * its points may boost (spec §7.2 POST /bonuses/{id}/boost), each with what a boost adds now.
 */
export function LootboxPanel({
  bonus,
  idPrefix,
  headingLevel,
}: {
  bonus: Bonus;
  idPrefix: string;
  /** The free bets' heading: one below the heading of what holds the panel. */
  headingLevel: 3 | 4 | 5;
}) {
  const t = useTranslations('bonuses.lootbox');
  const locale = useLocale();
  const player = useSession().player;
  const box = bonus.lootbox;
  if (!box) return null;
  const money = (minor: number) => formatMoney(minor, box.currency, box.subunits, locale);
  const stats = box.farming_stats;
  const picture = box.images[box.tier];
  const headingId = `${idPrefix}-${bonus.id}-boost`;
  const BoostHeading = `h${headingLevel}` as const;
  return (
    <div className={styles.hunting}>
      <div className={styles.lootbox}>
        {picture ? (
          <ResizedImage src={picture} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} loading="lazy" />
        ) : null}
        <div>
          <p className={styles.jackpotTotal}>{t('points', { count: stats.points })}</p>
          <p>{t(`tier.${box.tier}`)}</p>
        </div>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t('available')}</dt>
          <dd>
            {t('availableValue', {
              count: stats.available_points,
              amount: money(stats.potential_freebet_amount),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('betsCount')}</dt>
          <dd>{stats.bets_count}</dd>
        </div>
        <div>
          <dt>{t('averageStake')}</dt>
          <dd>{money(stats.average_stake)}</dd>
        </div>
        <div>
          <dt>{t('initialPool')}</dt>
          <dd>{t('points', { count: stats.initial_pool })}</dd>
        </div>
      </dl>
      {player && box.activated ? (
        <>
          <BoostHeading id={headingId} className={styles.stepsHeading}>
            {t('freebetsToBoost')}
          </BoostHeading>
          {box.freebets_to_boost.length === 0 ? (
            <p>{t('noFreebets')}</p>
          ) : (
            <ul className={styles.boosts} aria-labelledby={headingId}>
              {box.freebets_to_boost.map((freebet) => (
                <FreebetBoost key={freebet.id} freebet={freebet} playerId={player.id} money={money} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}

/** One free bet the box may raise: its amount now and at most, and the Boost button with what it adds. */
function FreebetBoost({
  freebet,
  playerId,
  money,
}: {
  freebet: LootboxTerms['freebets_to_boost'][number];
  playerId: number;
  money: (minor: number) => string;
}) {
  const t = useTranslations('bonuses.lootbox');
  const locale = useLocale();
  const { busy, said, run, statusRef } = useSaidAction<Bonus>('boosting a free bet');
  const full = freebet.amount >= freebet.max_amount;
  // The detail dialog holds the box as it was when opened: once boosted here the button goes, as it does on a
  // refreshed card, and what was said stays.
  const boostedHere = said !== null && !said.problem;
  const boost = () =>
    run(() => boostFreebet(freebet.id, locale), {
      done: (boosted) =>
        t('boosted', { title: freebet.title, amount: money(boosted.freebet?.amount ?? freebet.amount) }),
      refused: (code) =>
        (BOOST_ERRORS as readonly string[]).includes(code)
          ? t(`errors.${code as (typeof BOOST_ERRORS)[number]}`)
          : t('errors.other'),
      refresh: () => queryClient.invalidateQueries({ queryKey: bonusesKey(playerId) }),
    });

  return (
    <li className={styles.boost}>
      <span>
        {t('freebet', {
          title: freebet.title,
          amount: money(freebet.amount),
          max: money(freebet.max_amount),
        })}
      </span>
      {full ? (
        <span className={styles.stepState}>{t('full')}</span>
      ) : boostedHere ? null : freebet.boost_amount > 0 ? (
        <button type="button" className={styles.activate} onClick={boost} disabled={busy}>
          {busy ? t('boosting') : t('boost', { amount: money(freebet.boost_amount) })}
        </button>
      ) : (
        <span className={styles.stepState}>{t('noPoints')}</span>
      )}
      <SaidStatus said={said} statusRef={statusRef} />
    </li>
  );
}
