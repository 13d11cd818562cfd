'use client';

import type { Bonus } from '@sportsbook/contract/entities/bonus';
import { getBonusTerms, listBonuses, markBonusesSeen } from '@sportsbook/contract/sportsbook/bonus-calls';
import {
  alertQueue,
  BONUS_ALERT_MS,
  BONUS_ALERT_OFFSET_PX,
  toMarkSeen,
} from '@sportsbook/core/bonuses/bonus-alerts';
import { useLocale, useTranslations } from 'next-intl';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '@/lib/errors/report';
import { onBonusIssued } from '@/lib/player/player-events';
import { playerCall } from '@/lib/player/session-actions';
import { Dialog } from '@/ui/dialog/dialog';
import { bonusDetail } from './bonus-card';
import styles from './bonuses.module.css';
import { useBonusTexts } from './player-bonuses';

/** How far (px) the alert must be dragged down to close. */
const DRAG_TO_CLOSE_PX = 40;

const keyOf = (bonus: Pick<Bonus, 'id' | 'bonus_type'>) => `${bonus.bonus_type}:${bonus.id}`;

/** The list kind of the detail and terms calls for a bonus kind. */
function listKindOf(bonus: Bonus): 'comboboosts' | 'freebets' {
  return bonus.bonus_type === 'comboboost' ? 'comboboosts' : 'freebets';
}

/** A bonus's detail (spec §2.2 bonus detail modal): what it gives, its state and dates, and its terms. */
function BonusDetailDialog({ bonus, onClose }: { bonus: Bonus; onClose: () => void }) {
  const t = useTranslations('bonuses');
  const locale = useLocale();
  const textsOf = useBonusTexts();
  const texts = textsOf(bonus);
  const [terms, setTerms] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    playerCall(getBonusTerms, {
      locale,
      params: { kind: listKindOf(bonus), id: bonus.id },
      query: { locale },
    })
      .then((answer) => live && setTerms(answer.terms))
      .catch((error: unknown) => reportError(error, { where: 'reading bonus terms' }));
    return () => {
      live = false;
    };
  }, [bonus, locale]);
  return (
    <Dialog title={bonus.title} onClose={onClose} size="small">
      <p className={styles.kind}>{texts.kind}</p>
      <p>{bonus.description}</p>
      {texts.detail ? <p className={styles.detail}>{texts.detail}</p> : null}
      <p className={styles.status}>{texts.status}</p>
      <h3>{t('terms')}</h3>
      <p>{terms ?? t('mine.loading')}</p>
    </Dialog>
  );
}

/**
 * The bonus alert (spec §2.5): bottom-centre, 200 px up, a card per bonus with its kind and title, closed by
 * itself after 5 s (not while focus is in it: a keyboard user reading it keeps it), by its close button or by
 * dragging it down;
 * "View" opens the bonus detail. The player's unseen bonuses are shown one after the other, then marked seen
 * (core BON25, BON26); a bonus issued while they are here (bonus_issued) joins the queue.
 */
export function BonusAlerts({ playerId }: { playerId: number }) {
  const t = useTranslations('bonuses');
  const locale = useLocale();
  const textsOf = useBonusTexts();
  const [queue, setQueue] = useState<Bonus[]>([]);
  const [detail, setDetail] = useState<Bonus | null>(null);
  const [held, setHeld] = useState(false);
  const shown = useRef(new Set<string>());
  const dragFrom = useRef<number | null>(null);

  const lookForUnseen = useCallback(async () => {
    try {
      const answer = await playerCall(listBonuses, { locale, query: { unseen: 'true', locale } });
      const fresh = alertQueue(
        answer.data.map((bonus) => ({ ...bonus, type: bonus.bonus_type })),
        shown.current,
      );
      if (fresh.length === 0) return;
      for (const bonus of fresh) shown.current.add(keyOf(bonus));
      setQueue((current) => [...current, ...fresh]);
      const seen = toMarkSeen(fresh);
      if (seen.length > 0)
        await playerCall(markBonusesSeen, {
          locale,
          body: seen.map((item) => ({ id: item.id, type: item.type as Bonus['bonus_type'] })),
        });
    } catch (error) {
      reportError(error, { where: 'showing unseen bonuses', playerId });
    }
  }, [locale, playerId]);

  useEffect(() => {
    void lookForUnseen();
    return onBonusIssued(() => void lookForUnseen());
  }, [lookForUnseen]);

  const current = queue[0];
  const close = useCallback(() => setQueue((items) => items.slice(1)), []);
  useEffect(() => {
    if (!current || held) return;
    const timer = setTimeout(close, BONUS_ALERT_MS);
    return () => clearTimeout(timer);
  }, [current, held, close]);

  const onPointerUp = (event: PointerEvent) => {
    if (dragFrom.current !== null && event.clientY - dragFrom.current > DRAG_TO_CLOSE_PX) close();
    dragFrom.current = null;
  };

  return (
    <>
      <section
        aria-label={t('alert.region')}
        className={styles.alertRegion}
        style={{ insetBlockEnd: `${BONUS_ALERT_OFFSET_PX}px` }}
      >
        <div role="status" aria-live="polite">
          {current ? (
            // biome-ignore lint/a11y/noStaticElementInteractions: dragging down closes it; its buttons do the same by keyboard
            <div
              className={styles.alert}
              onFocus={() => setHeld(true)}
              onBlur={() => setHeld(false)}
              onPointerDown={(event) => {
                dragFrom.current = event.clientY;
              }}
              onPointerUp={onPointerUp}
            >
              <p className={styles.kind}>{t('alert.new', { kind: textsOf(current).kind })}</p>
              <p className={styles.title}>{current.title}</p>
              {bonusDetail(current, locale, (key, values) => t(key, values)) ? (
                <p>{bonusDetail(current, locale, (key, values) => t(key, values))}</p>
              ) : null}
              <div className={styles.alertActions}>
                <button
                  type="button"
                  className={styles.alertView}
                  onClick={() => {
                    setDetail(current);
                    close();
                  }}
                >
                  {t('alert.view')}
                </button>
                <button type="button" className={styles.alertClose} onClick={close}>
                  {t('alert.dismiss')}
                </button>
              </div>
            </div>
          ) : null}
        </div>
      </section>
      {detail ? <BonusDetailDialog bonus={detail} onClose={() => setDetail(null)} /> : null}
    </>
  );
}
