'use client';

import type { Bonus } from '@sportsbook/contract/entities/bonus';
import { useLocale, useTranslations } from 'next-intl';
import { queryClient } from '@/lib/query/app-query-client';
import { activateHunting, bonusesKey } from './api/player-bonuses';
import styles from './bonuses.module.css';
import { SaidStatus, useSaidAction } from './said-action';

/**
 * Activates a hunting, tournament or loot box the player holds (spec §7.2 POST /bonuses/{id}/activate): from
 * then bets placed with it in the slip count. The player's bonuses refresh; success or a refusal is said next to the button.
 */
export function HuntingActivation({ bonus, playerId }: { bonus: Bonus; playerId: number }) {
  const t = useTranslations('bonuses.hunting');
  const locale = useLocale();
  const tCup = useTranslations('bonuses.tournament');
  const tBox = useTranslations('bonuses.lootbox');
  const { busy, said, run, statusRef } = useSaidAction<Bonus>('activating a hunting');
  // What a refusal says: a tournament's or a loot box's own words for what is about it, the shared ones for
  // the player's.
  const refusalText = (code: string) => {
    if (code === 'bonus_country_restricted' || code === 'bonus_verified_only') return t(`errors.${code}`);
    const own = bonus.tournament !== null ? tCup : bonus.lootbox !== null ? tBox : t;
    return code === 'bonus_not_activatable' ? own('errors.bonus_not_activatable') : own('errors.other');
  };
  // A dialog holds the bonus as it was when opened: once activated here, the button goes as it does on a
  // refreshed card, and what was said stays until the player leaves.
  const activatedHere = said !== null && !said.problem;
  const activated = bonus.hunting?.activated ?? bonus.tournament?.activated ?? bonus.lootbox?.activated;
  const activatable = activated === false && bonus.user_bonus_status === 'available' && !activatedHere;
  if (!activatable && said === null) return null;

  const activate = () =>
    run(() => activateHunting(bonus.id, locale), {
      done: (activated) => t('activated', { title: activated.title }),
      refused: refusalText,
      refresh: () => queryClient.invalidateQueries({ queryKey: bonusesKey(playerId) }),
    });

  return (
    <div className={styles.activation}>
      {activatable ? (
        <button type="button" className={styles.activate} onClick={activate} disabled={busy}>
          {busy ? t('activating') : t('activate')}
        </button>
      ) : null}
      <SaidStatus said={said} statusRef={statusRef} />
    </div>
  );
}
