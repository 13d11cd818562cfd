'use client';

import type { Amb } from '@sportsbook/contract/entities/bonus';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { formatMoney } from '@/lib/player/money';
import { onBonusIssued } from '@/lib/player/player-events';
import { queryClient } from '@/lib/query/app-query-client';
import { ambKey, ambOptions, collectAmbFreebets } from './api/amb';
import { bonusesKey } from './api/player-bonuses';
import styles from './bonuses.module.css';
import { SaidStatus, useSaidAction } from './said-action';

/**
 * Bet and collect (spec §3 amb, §7.2 /bonuses/freebets/amb): the running programmes, the player's bets counted
 * and each condition's free bets with its state; the Collect button issues those reached. A visitor sees the
 * programmes and is asked to sign in.
 */
export function AmbSection({ playerId }: { playerId: number | null }) {
  const t = useTranslations('bonuses.amb');
  const locale = useLocale();
  const headingId = useId();
  const programmes = useQuery(ambOptions(playerId, locale), queryClient);
  // A free bet issued elsewhere (another tab's collect) changes the states; the counts load with the page.
  useEffect(() => onBonusIssued(() => void queryClient.invalidateQueries({ queryKey: ambKey })), []);
  if (!programmes.data || programmes.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('heading')}</h2>
      <ul className={styles.cards}>
        {programmes.data.map((amb) => (
          <li key={amb.id}>
            <AmbCard amb={amb} playerId={playerId} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AmbCard({ amb, playerId }: { amb: Amb; playerId: number | null }) {
  const t = useTranslations('bonuses.amb');
  const tHunt = useTranslations('bonuses.hunting');
  const locale = useLocale();
  const headingId = useId();
  const { busy, said, run, statusRef } =
    useSaidAction<Awaited<ReturnType<typeof collectAmbFreebets>>>('collecting free bets');
  const money = (minor: number) => formatMoney(minor, amb.currency, amb.subunits, locale);
  const target = Math.max(...amb.conditions.map((condition) => condition.number_of_bets));
  const due = amb.conditions
    .filter((condition) => condition.state === 'claimable')
    .reduce(
      (sum, condition) => sum + condition.freebets_count - condition.issued_amount / condition.amount,
      0,
    );

  const collect = () =>
    run(() => collectAmbFreebets(amb.id, locale), {
      done: ({ issued }) =>
        issued.length === 0
          ? t('nothing')
          : t('collected', {
              count: issued.length,
              amount: money(issued.reduce((sum, bonus) => sum + (bonus.freebet?.amount ?? 0), 0)),
            }),
      refused: (code) =>
        code === 'bonus_country_restricted' || code === 'bonus_verified_only'
          ? tHunt(`errors.${code}`)
          : t('error'),
      refresh: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ambKey }),
          playerId === null ? undefined : queryClient.invalidateQueries({ queryKey: bonusesKey(playerId) }),
        ]),
    });

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {amb.title}
      </h3>
      <p>{amb.description}</p>
      <div className={styles.hunting}>
        <p>{t('counted', { count: amb.bets_count })}</p>
        <progress value={Math.min(amb.bets_count, target)} max={target} aria-label={t('progressLabel')} />
        <ol className={styles.steps}>
          {amb.conditions.map((condition) => (
            <li
              key={condition.number_of_bets}
              data-state={condition.state === 'claimable' ? 'current' : condition.state}
            >
              <span>
                {t('condition', {
                  bets: condition.number_of_bets,
                  count: condition.freebets_count,
                  amount: money(condition.amount),
                })}
              </span>
              <span className={styles.stepState}>
                {condition.state === 'next'
                  ? t('state.next', { count: condition.number_of_bets - amb.bets_count })
                  : t(`state.${condition.state}`)}
              </span>
            </li>
          ))}
        </ol>
        {amb.issued_amount > 0 ? <p>{t('collectedSoFar', { amount: money(amb.issued_amount) })}</p> : null}
      </div>
      {playerId === null ? (
        <p className={styles.detail}>{t('signIn')}</p>
      ) : (
        <div className={styles.activation}>
          {due > 0 ? (
            <button type="button" className={styles.activate} onClick={collect} disabled={busy}>
              {busy ? t('collecting') : t('collect', { count: due })}
            </button>
          ) : null}
          <SaidStatus said={said} statusRef={statusRef} />
        </div>
      )}
      <details className={styles.terms}>
        <summary>{t('terms')}</summary>
        <p>{amb.terms}</p>
      </details>
    </article>
  );
}
