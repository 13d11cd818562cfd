'use client';

import type { Bonus } from '@sportsbook/contract/entities/bonus';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { useAnsweredMutation } from '@/lib/query/answered-mutation';
import { queryClient } from '@/lib/query/app-query-client';
import { activateHunting, bonusesKey } from './api/player-bonuses';
import styles from './bonuses.module.css';

/** The refusals of an activation the button has words for (the backend's codes, docs/operators.md). */
const ACTIVATION_ERRORS = [
  'bonus_not_activatable',
  'bonus_country_restricted',
  'bonus_verified_only',
] as const;

/**
 * Activates a hunting the player holds (spec §7.2 POST /bonuses/{id}/activate): from then bets placed with it
 * in the slip count. The player's bonuses refresh; success or a refusal is said next to the button.
 */
export function HuntingActivation({ bonus, playerId }: { bonus: Bonus; playerId: number }) {
  const t = useTranslations('bonuses.hunting');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const send = useAnsweredMutation<Bonus>('activating a hunting');
  // A dialog holds the bonus as it was when opened: once activated here, the button goes as it does on a
  // refreshed card, and what was said stays until the player leaves.
  const activatedHere = said !== null && !said.problem;
  const activatable =
    bonus.hunting?.activated === false && bonus.user_bonus_status === 'available' && !activatedHere;
  if (!activatable && said === null) return null;

  async function activate() {
    setBusy(true);
    setSaid(null);
    try {
      const sent = await send(() => activateHunting(bonus.id, locale));
      if (sent.ok) {
        setSaid({ text: t('activated', { title: sent.value.title }), problem: false });
        await queryClient.invalidateQueries({ queryKey: bonusesKey(playerId) });
        return;
      }
      const code = sent.answer instanceof ApiCallError ? String(sent.answer.code ?? '') : '';
      const known = (ACTIVATION_ERRORS as readonly string[]).includes(code);
      setSaid({
        text: known ? t(`errors.${code as (typeof ACTIVATION_ERRORS)[number]}`) : t('errors.other'),
        problem: true,
      });
    } catch {
      setSaid({ text: t('errors.other'), problem: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.activation}>
      {activatable ? (
        <button type="button" className={styles.activate} onClick={activate} disabled={busy}>
          {busy ? t('activating') : t('activate')}
        </button>
      ) : null}
      <p role="status" className={said?.problem ? styles.problem : undefined}>
        {said?.text ?? ''}
      </p>
    </div>
  );
}
