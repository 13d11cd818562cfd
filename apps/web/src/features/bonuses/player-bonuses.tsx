'use client';

import type { Bonus } from '@sportsbook/contract/entities/bonus';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { onBonusIssued } from '@/lib/player/player-events';
import { useSession } from '@/lib/player/session-store';
import { useAnsweredMutation } from '@/lib/query/answered-mutation';
import { queryClient } from '@/lib/query/app-query-client';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { FormField, SubmitButton } from '@/ui/forms/form-fields';
import { AmbSection } from './amb-section';
import { bonusesKey, playerBonusesOptions, redeemPromoCode } from './api/player-bonuses';
import { BonusCard, bonusDetail, bonusFacts } from './bonus-card';
import styles from './bonuses.module.css';
import { HuntingActivation } from './hunting-activation';
import type { HuntingWords } from './hunting-progress';
import { PromoSignIn } from './promo-sign-in';

/** The refusals of a promo code the form has words for (the backend's codes, docs/operators.md). */
const PROMO_ERRORS = [
  'promo_code_unknown',
  'promo_code_used',
  'promo_code_expired',
  'bonus_country_restricted',
  'bonus_verified_only',
  'bonus_currency_unavailable',
] as const;

type Translate = ReturnType<typeof useTranslations<'bonuses'>>;

function promoErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiCallError) {
    if (error.status === 429) return t('promo.errors.rate_limited');
    const code = String(error.code ?? '');
    if ((PROMO_ERRORS as readonly string[]).includes(code))
      return t(`promo.errors.${code as (typeof PROMO_ERRORS)[number]}`);
  }
  return t('promo.errors.other');
}

/** The words of a bonus card: its kind, what it gives, its state now. */
export function useBonusTexts() {
  const t = useTranslations('bonuses');
  const locale = useLocale();
  return (bonus: Bonus) => {
    const facts = bonusFacts(bonus, locale);
    const line = bonusDetail(bonus, locale, (key, values) => t(key, values));
    const detail =
      facts.usesLeft !== null && line !== null
        ? `${line} · ${t('usesLeft', { count: facts.usesLeft })}`
        : line;
    return {
      kind: t(`kinds.${bonus.bonus_type as 'comboboost'}`),
      detail,
      // A hunting not yet activated waits for the player, not ready to use.
      status:
        bonus.hunting?.activated === false && bonus.user_bonus_status === 'available'
          ? t('hunting.notActivated')
          : bonus.tournament?.activated === false && bonus.user_bonus_status === 'available'
            ? t('tournament.notActivated')
            : bonus.lootbox?.activated === false && bonus.user_bonus_status === 'available'
              ? t('lootbox.notActivated')
              : t(`status.${bonus.user_bonus_status as 'available'}`),
      terms: t('terms'),
      hunting: { locale, words: ((key, values) => t(key, values)) satisfies HuntingWords },
    };
  };
}

/**
 * Redeems a promo code for the signed-in player: the bonus it gives is announced and the player's bonuses
 * refresh; a refusal is said under the field in the player's language.
 */
export function PromoCodeForm({ playerId }: { playerId: number }) {
  const t = useTranslations('bonuses');
  const locale = useLocale();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const send = useAnsweredMutation<Bonus>('redeeming a promo code');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone('');
    const trimmed = code.trim();
    if (trimmed === '') {
      setProblem(t('promo.empty'));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const sent = await send(() => redeemPromoCode(trimmed, locale));
      if (!sent.ok) {
        setProblem(promoErrorText(sent.answer, t));
        return;
      }
      setCode('');
      setDone(t('promo.done', { title: sent.value.title }));
      void queryClient.invalidateQueries({ queryKey: bonusesKey(playerId) });
    } catch (error) {
      setProblem(promoErrorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.promo} onSubmit={submit} noValidate>
      <h2>{t('promo.heading')}</h2>
      <FormField
        label={t('promo.label')}
        name="promo_code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        problem={problem}
      />
      <SubmitButton pending={busy}>{busy ? t('promo.busy') : t('promo.submit')}</SubmitButton>
      <p role="status" className={done ? dialogStyles.success : undefined}>
        {done}
      </p>
    </form>
  );
}

/** The player's bonuses they hold now, as cards, with when each must be used by. */
function BonusList({ playerId }: { playerId: number }) {
  const t = useTranslations('bonuses');
  const locale = useLocale();
  const textsOf = useBonusTexts();
  const headingId = useId();
  const bonuses = useQuery(playerBonusesOptions(playerId, locale), queryClient);
  // A bonus issued elsewhere (by the operator, given back by a settled bet) joins the list as it arrives.
  useEffect(
    () => onBonusIssued(() => void queryClient.invalidateQueries({ queryKey: bonusesKey(playerId) })),
    [playerId],
  );
  return (
    // The account menu's "My bonuses" leads here (#my-bonuses).
    <section id="my-bonuses" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('mine.heading')}</h2>
      {bonuses.isPending ? (
        <p role="status">{t('mine.loading')}</p>
      ) : bonuses.isError ? (
        <p role="alert">{t('mine.error')}</p>
      ) : bonuses.data.length === 0 ? (
        <p>{t('mine.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {bonuses.data.map((bonus) => (
            <li key={`${bonus.bonus_type}-${bonus.id}`}>
              <BonusCard bonus={bonus} texts={textsOf(bonus)} termsText={null} idPrefix="mine" />
              <HuntingActivation bonus={bonus} playerId={playerId} />
              {bonus.ends_at ? (
                <p className={styles.expiry}>
                  {t('expires', {
                    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
                      new Date(bonus.ends_at),
                    ),
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The player's part of the promotions page: the promo code form, their bonuses and their bet-and-collect
 * progress; a visitor is asked to sign in and sees the bet-and-collect programmes (the offers above are
 * everyone's).
 */
export function PlayerBonuses() {
  const t = useTranslations('bonuses');
  const session = useSession();
  if (session.status === 'UNKNOWN' || session.status === 'PENDING')
    return <p role="status">{t('mine.loading')}</p>;
  const playerId = session.status === 'LOGGED_IN' ? (session.player?.id ?? null) : null;
  if (playerId === null)
    return (
      <>
        <section className={styles.section}>
          <PromoSignIn />
        </section>
        <AmbSection playerId={null} />
      </>
    );
  return (
    <>
      <PromoCodeForm playerId={playerId} />
      <BonusList playerId={playerId} />
      <AmbSection playerId={playerId} />
    </>
  );
}
