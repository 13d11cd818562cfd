import { PredictionIdSchema, VoteOptionSchema } from '@sportsbook/contract/sportsbook/vote-calls';
import { z } from 'zod';
import { defaultLocale } from '@/lib/i18n/routing';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { LocalizedTextSchema, localized } from '@/lib/site/site-config';
import { PredictionPoll } from './prediction-poll';
import styles from './predictions.module.css';

const PredictionConfig = z.strictObject({
  /** The operator's key of the prediction (GET and POST /vote `prediction_id`). */
  predictionId: PredictionIdSchema,
  question: LocalizedTextSchema,
  options: z
    .array(z.strictObject({ key: VoteOptionSchema, label: LocalizedTextSchema }))
    .min(2)
    .max(8)
    .refine((options) => new Set(options.map((option) => option.key)).size === options.length, 'keys repeat'),
  /** From this time (ISO 8601) votes are closed: the split stays on show. */
  closesAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * The prediction block of spec §2.4 (spec §3 Prediction/vote): the operator's question with its options;
 * a player votes (and may change the vote until it closes) and sees how everyone voted; a visitor sees the
 * split and is asked to sign in to vote.
 */
function Prediction({ config, context }: { config: z.infer<typeof PredictionConfig>; context: PageContext }) {
  const text = (value: z.infer<typeof LocalizedTextSchema>) =>
    localized(value, context.locale, defaultLocale(context.routing));
  const id = `${context.pageId}-prediction-${config.predictionId}`;
  return (
    <section className={styles.prediction} aria-labelledby={id}>
      <h2 id={id} className={styles.question}>
        {text(config.question)}
      </h2>
      <PredictionPoll
        predictionId={config.predictionId}
        options={config.options.map((option) => ({ key: option.key, label: text(option.label) }))}
        closesAt={config.closesAt}
      />
    </section>
  );
}

export const predictionBlock = defineBlock({
  type: 'prediction',
  config: PredictionConfig,
  Component: Prediction,
});
