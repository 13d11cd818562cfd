'use client';

import type { Prediction } from '@sportsbook/contract/sportsbook/vote-calls';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ApiCallError } from '@/lib/api/browser-call';
import { useSession } from '@/lib/player/session-store';
import { queryClient } from '@/lib/query/app-query-client';
import styles from './predictions.module.css';

interface Option {
  readonly key: string;
  readonly label: string;
}

const predictionKey = (predictionId: string, playerId: number | null, locale: string) =>
  ['prediction', predictionId, playerId, locale] as const;

async function readPrediction(predictionId: string, locale: string): Promise<Prediction> {
  const [{ playerCall }, { getVote }] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/vote-calls'),
  ]);
  return playerCall(getVote, { locale, query: { prediction_id: predictionId } });
}

async function sendVote(predictionId: string, option: string, locale: string): Promise<Prediction> {
  const [{ playerCall }, { castVote }] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/vote-calls'),
  ]);
  return playerCall(castVote, { locale, body: { prediction_id: predictionId, data: { option } } });
}

/** Whole percentages of `votes` that add up to 100 (largest remainders), 0 for every option without votes. */
export function percentages(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, count) => sum + count, 0);
  if (total === 0) return votes.map(() => 0);
  const exact = votes.map((count) => (count * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The options as buttons (pressed: the player's vote) while voting is open, and how the votes split once the
 * player voted, it closed, or for a visitor. A vote shows at once; a refused one says so and goes back.
 */
export function PredictionPoll({
  predictionId,
  options,
  closesAt,
}: {
  predictionId: string;
  options: readonly Option[];
  closesAt: string | undefined;
}) {
  const t = useTranslations('shell.prediction');
  const locale = useLocale();
  const { status, player } = useSession();
  const playerId = status === 'LOGGED_IN' && player ? player.id : null;
  const known = status === 'LOGGED_IN' || status === 'NOT_LOGGED_IN';
  const [closed, setClosed] = useState(false);
  useEffect(() => setClosed(closesAt !== undefined && Date.parse(closesAt) <= Date.now()), [closesAt]);
  const key = predictionKey(predictionId, playerId, locale);
  const query = useQuery(
    {
      queryKey: key,
      queryFn: () => readPrediction(predictionId, locale),
      enabled: known,
      meta: { where: 'reading a prediction' },
    },
    queryClient,
  );
  const vote = useMutation(
    {
      mutationFn: (option: string) => sendVote(predictionId, option, locale),
      onSuccess: (answer) => queryClient.setQueryData(key, answer),
      // The backend closed the voting (its closing time passed while the page was open): show it closed.
      onError: (error) => {
        if ((error as Partial<ApiCallError>).code === 'prediction_closed') setClosed(true);
      },
      meta: { where: 'voting in a prediction' },
    },
    queryClient,
  );

  const chosen = vote.isPending ? vote.variables : query.data?.vote?.data.option;
  const totals = options.map((option) => query.data?.totals[option.key] ?? 0);
  const shares = percentages(totals);
  const voteCount = totals.reduce((sum, count) => sum + count, 0);
  const showSplit = query.data !== undefined && (chosen !== undefined || closed || playerId === null);

  const press = (option: string) => {
    if (playerId === null) {
      void import('@/lib/player/session-actions').then(({ promptSignIn }) => promptSignIn('prediction'));
      return;
    }
    vote.mutate(option);
  };

  return (
    <div className={styles.poll}>
      {closed ? null : (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{t('options')}</legend>
          {options.map((option) => (
            <button
              key={option.key}
              type="button"
              className={styles.option}
              aria-pressed={chosen === option.key}
              disabled={vote.isPending || !known}
              onClick={() => press(option.key)}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      )}
      {vote.isError && !closed ? (
        <p role="alert" className={styles.error}>
          {t('failed')}
        </p>
      ) : null}
      {query.isError ? (
        <p role="alert" className={styles.error}>
          {t('unavailable')}
        </p>
      ) : null}
      {showSplit ? (
        <ul className={styles.split} aria-label={t('split')}>
          {options.map((option, index) => (
            <li key={option.key} className={styles.share}>
              <span className={styles.shareLabel}>
                {option.label}
                {chosen === option.key ? <span className={styles.yours}> · {t('yours')}</span> : null}
              </span>
              <span className={styles.sharePercent}>{t('percent', { percent: shares[index] ?? 0 })}</span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.barFill} style={{ inlineSize: `${shares[index] ?? 0}%` }} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.meta} aria-live="polite">
        {[
          closed ? t('closed') : null,
          query.data ? t('votes', { count: voteCount }) : null,
          playerId === null && known && !closed ? t('visitor') : null,
        ]
          .filter((part) => part !== null)
          .join(' · ')}
      </p>
    </div>
  );
}
