'use client';

import type { Bonus } from '@sportsbook/contract/entities/bonus';
import type { JackpotHit } from '@sportsbook/contract/entities/jackpot';
import {
  type BonusListKind,
  getBonusTerms,
  listBonuses,
  markBonusesSeen,
} from '@sportsbook/contract/sportsbook/bonus-calls';
import { JACKPOT_HITS_REFETCH_MS, listJackpotHits } from '@sportsbook/contract/sportsbook/jackpot-calls';
import {
  alertQueue,
  BONUS_ALERT_MS,
  BONUS_ALERT_OFFSET_PX,
  toMarkSeen,
} from '@sportsbook/core/bonuses/bonus-alerts';
import { useLocale, useTranslations } from 'next-intl';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '@/lib/errors/report';
import { formatMoney } from '@/lib/player/money';
import { onBetEvent, onBonusIssued } from '@/lib/player/player-events';
import { playerCall } from '@/lib/player/session-actions';
import { Dialog } from '@/ui/dialog/dialog';
import { bonusDetail } from './bonus-card';
import styles from './bonuses.module.css';
import { HuntingActivation } from './hunting-activation';
import { HuntingProgress } from './hunting-progress';
import { LootboxPanel } from './lootbox-panel';
import { useBonusTexts } from './player-bonuses';
import { TournamentPanel } from './tournament-panel';

/** How far (px) the alert must be dragged down to close. */
const DRAG_TO_CLOSE_PX = 40;

/** What the alert shows: a bonus, or a jackpot hit (spec §2.5: a card per bonus type, jackpot hits first). */
type AlertEntry =
  | { readonly kind: 'bonus'; readonly bonus: Bonus }
  | { readonly kind: 'hit'; readonly hit: JackpotHit };

const keyOf = (item: { id: number; type: string }) => `${item.type}:${item.id}`;

/** The list kind of the detail and terms calls for a bonus kind. */
function listKindOf(bonus: Bonus): BonusListKind {
  if (bonus.bonus_type === 'comboboost') return 'comboboosts';
  if (bonus.bonus_type === 'tournament') return 'tournaments';
  if (bonus.bonus_type === 'lootbox') return 'lootboxes';
  return bonus.bonus_type === 'hunting' ? 'huntings' : 'freebets';
}

/** A bonus's detail (spec §2.2 bonus detail modal): what it gives, its state and dates, and its terms. */
function BonusDetailDialog({
  bonus,
  playerId,
  onClose,
}: {
  bonus: Bonus;
  playerId: number;
  onClose: () => void;
}) {
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
      <HuntingProgress
        bonus={bonus}
        locale={locale}
        words={(key, values) => t(key, values)}
        idPrefix="bonus-detail"
      />
      <TournamentPanel bonus={bonus} idPrefix="bonus-detail" headingLevel={3} />
      <LootboxPanel bonus={bonus} idPrefix="bonus-detail" headingLevel={3} />
      <p className={styles.status}>{texts.status}</p>
      <HuntingActivation bonus={bonus} playerId={playerId} />
      <h3>{t('terms')}</h3>
      <p>{terms ?? t('mine.loading')}</p>
    </Dialog>
  );
}

/** The jackpot hit modal (spec §2.2): which jackpot and level the player's bet won, and what it paid. */
function JackpotHitDialog({ hit, onClose }: { hit: JackpotHit; onClose: () => void }) {
  const t = useTranslations('bonuses.jackpots');
  const locale = useLocale();
  return (
    <Dialog title={t('hit.title', { level: hit.level_name })} onClose={onClose} size="small">
      <p className={styles.jackpotTotal}>{formatMoney(hit.amount, hit.currency, hit.subunits, locale)}</p>
      <p>{t('hit.body', { level: hit.level_name, name: hit.name })}</p>
      <p className={styles.status}>{t(hit.status === 'paid' ? 'hit.paid' : 'hit.approved')}</p>
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
export function BonusAlerts({
  playerId,
  jackpots,
  bonusDelayMs,
}: {
  playerId: number;
  /** Jackpots are on (spec §6): the player's unseen hits are looked for now, every 60 s and after a bet fed one. */
  jackpots: boolean;
  /** When to look for unseen bonuses, after this mounts (hits come first, core BON25). */
  bonusDelayMs: number;
}) {
  const t = useTranslations('bonuses');
  const tJackpots = useTranslations('bonuses.jackpots');
  const locale = useLocale();
  const textsOf = useBonusTexts();
  const [queue, setQueue] = useState<AlertEntry[]>([]);
  const [detail, setDetail] = useState<AlertEntry | null>(null);
  const [held, setHeld] = useState(false);
  const shown = useRef(new Set<string>());
  const dragFrom = useRef<number | null>(null);

  /** Queues what was not shown yet (hits ahead of bonuses) and marks it seen. */
  const queueUnseen = useCallback(
    async (entries: readonly AlertEntry[]) => {
      const items = entries.map((entry) =>
        entry.kind === 'hit'
          ? { id: entry.hit.id, type: 'jackpot', seen: entry.hit.seen, entry }
          : { id: entry.bonus.id, type: entry.bonus.bonus_type, seen: entry.bonus.seen, entry },
      );
      const fresh = alertQueue(items, shown.current);
      if (fresh.length === 0) return;
      for (const item of fresh) shown.current.add(keyOf(item));
      // The one on show stays; hits go ahead of the bonuses waiting behind it.
      setQueue(([onShow, ...waiting]) => [
        ...(onShow ? [onShow] : []),
        ...alertQueue([...waiting.map(itemOf), ...fresh], new Set()).map((item) => item.entry),
      ]);
      const seen = toMarkSeen(fresh);
      if (seen.length > 0)
        await playerCall(markBonusesSeen, {
          locale,
          body: seen.map((item) => ({ id: item.id, type: item.type as Bonus['bonus_type'] })),
        });
    },
    [locale],
  );

  const lookForBonuses = useCallback(async () => {
    try {
      const answer = await playerCall(listBonuses, { locale, query: { unseen: 'true', locale } });
      await queueUnseen(answer.data.map((bonus) => ({ kind: 'bonus', bonus })));
    } catch (error) {
      reportError(error, { where: 'showing unseen bonuses', playerId });
    }
  }, [locale, playerId, queueUnseen]);

  const lookForHits = useCallback(async () => {
    try {
      const answer = await playerCall(listJackpotHits, {
        locale,
        query: { for_user: 'true', unseen: 'true', locale },
      });
      await queueUnseen(answer.data.map((hit) => ({ kind: 'hit', hit })));
    } catch (error) {
      reportError(error, { where: 'showing jackpot hits', playerId });
    }
  }, [locale, playerId, queueUnseen]);

  useEffect(() => {
    const timer = setTimeout(() => void lookForBonuses(), bonusDelayMs);
    const stop = onBonusIssued(() => void lookForBonuses());
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [lookForBonuses, bonusDelayMs]);

  useEffect(() => {
    if (!jackpots) return;
    void lookForHits();
    const poll = setInterval(() => void lookForHits(), JACKPOT_HITS_REFETCH_MS);
    // A bet that fed a jackpot may have made a level drop: its hit is looked for at once.
    const stop = onBetEvent((event) => {
      if (event.event === 'bet_changed' && event.payload.bet.used_in_jackpot) void lookForHits();
    });
    return () => {
      clearInterval(poll);
      stop();
    };
  }, [jackpots, lookForHits]);

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

  const facts =
    current?.kind === 'bonus' ? bonusDetail(current.bonus, locale, (key, values) => t(key, values)) : null;

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
              {current.kind === 'bonus' ? (
                <>
                  <p className={styles.kind}>{t('alert.new', { kind: textsOf(current.bonus).kind })}</p>
                  <p className={styles.title}>{current.bonus.title}</p>
                  {facts ? <p>{facts}</p> : null}
                </>
              ) : (
                <>
                  <p className={styles.kind}>{tJackpots('kind')}</p>
                  <p className={styles.title}>{tJackpots('hit.title', { level: current.hit.level_name })}</p>
                  <p>{formatMoney(current.hit.amount, current.hit.currency, current.hit.subunits, locale)}</p>
                </>
              )}
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
      {detail?.kind === 'bonus' ? (
        <BonusDetailDialog bonus={detail.bonus} playerId={playerId} onClose={() => setDetail(null)} />
      ) : null}
      {detail?.kind === 'hit' ? <JackpotHitDialog hit={detail.hit} onClose={() => setDetail(null)} /> : null}
    </>
  );
}

/** An entry as the flow's order sees it (core BON25: hits first). */
function itemOf(entry: AlertEntry) {
  return entry.kind === 'hit'
    ? { id: entry.hit.id, type: 'jackpot', seen: false, entry }
    : { id: entry.bonus.id, type: entry.bonus.bonus_type, seen: false, entry };
}
