import type { Bonus, HuntingTerms } from '@sportsbook/contract/entities/bonus';
import { formatMoney } from '@/lib/player/money';
import styles from './bonuses.module.css';

/** The messages of `bonuses` a hunting's progress uses (next-intl's `t` on the server or in the browser). */
export type HuntingWords = (
  key:
    | 'hunting.progressBets'
    | 'hunting.progressStake'
    | 'hunting.stepBets'
    | 'hunting.stepStake'
    | 'hunting.steps'
    | 'hunting.allWon'
    | 'hunting.state.completed'
    | 'hunting.state.current'
    | 'hunting.state.next'
    | 'hunting.state.suitable',
  values?: Readonly<Record<string, string | number>>,
) => string;

/** A hunting's step in words: "3 bets: €2.00 free bet", "€50.00 staked: €5.00 free bet". */
function stepLabel(
  hunting: HuntingTerms,
  step: HuntingTerms['steps'][number],
  money: (minor: number) => string,
  words: HuntingWords,
) {
  const reward = money(step.reward);
  return hunting.metric === 'bets'
    ? words('hunting.stepBets', { count: step.target, reward })
    : words('hunting.stepStake', { target: money(step.target), reward });
}

/**
 * A hunting's progress (spec §3 hunting, §4 step states): once activated, how far the player is toward the
 * next step, as text and a progress bar named by it; then each step with its reward and state.
 */
export function HuntingProgress({
  bonus,
  locale,
  words,
  idPrefix,
}: {
  bonus: Bonus;
  locale: string;
  words: HuntingWords;
  idPrefix: string;
}) {
  const hunting = bonus.hunting;
  if (!hunting) return null;
  const money = (minor: number) => formatMoney(minor, hunting.currency, hunting.subunits, locale);
  const next = hunting.steps.find((step) => step.state !== 'completed');
  const last = hunting.steps[hunting.steps.length - 1];
  const target = next?.target ?? last?.target ?? 1;
  const progressText = !next
    ? words('hunting.allWon')
    : hunting.metric === 'bets'
      ? words('hunting.progressBets', { progress: hunting.progress, count: target })
      : words('hunting.progressStake', { progress: money(hunting.progress), target: money(target) });
  // Not the card heading's id (`${idPrefix}-hunting-${id}`).
  const labelId = `${idPrefix}-${bonus.id}-progress`;
  return (
    <div className={styles.hunting}>
      {/* Progress once the player counts: a visitor's offer, or a hunting not activated yet, has none. */}
      {hunting.activated ? (
        <>
          <p id={labelId} className={styles.detail}>
            {progressText}
          </p>
          <progress aria-labelledby={labelId} max={target} value={Math.min(hunting.progress, target)} />
        </>
      ) : null}
      <p className={styles.stepsHeading}>{words('hunting.steps')}</p>
      <ol className={styles.steps}>
        {hunting.steps.map((step) => (
          <li key={step.target} data-state={step.state}>
            <span>{stepLabel(hunting, step, money, words)}</span>
            <span className={styles.stepState}>{words(`hunting.state.${step.state}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
