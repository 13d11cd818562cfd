'use client';

import { type RefObject, useRef, useState } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { useAnsweredMutation } from '@/lib/query/answered-mutation';
import styles from './bonuses.module.css';

/** What a bonus action said: its outcome, and whether that is a problem. */
export interface Said {
  readonly text: string;
  readonly problem: boolean;
}

/**
 * A button's call whose outcome is said next to it (activate, boost, collect): busy while it runs, then the
 * words for what it answered, or for the refusal's code ('' when there is none: it could not be sent); said
 * before what follows it, so a refresh that takes the button away keeps the words.
 */
export function useSaidAction<T>(where: string) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const send = useAnsweredMutation<T>(where);

  async function run(
    call: () => Promise<T>,
    words: {
      readonly done: (value: T) => string;
      readonly refused: (code: string) => string;
      /** What follows a success once it is said (refreshing what it changed). */
      readonly refresh?: (value: T) => Promise<unknown>;
    },
  ): Promise<void> {
    setBusy(true);
    setSaid(null);
    try {
      const sent = await send(call);
      if (sent.ok) {
        setSaid({ text: words.done(sent.value), problem: false });
        await words.refresh?.(sent.value);
        // The button that had focus may be gone with the refresh: focus goes to what it said, not the page.
        const focused = document.activeElement;
        if (!focused || focused === document.body || !focused.isConnected) statusRef.current?.focus();
        return;
      }
      const code = sent.answer instanceof ApiCallError ? String(sent.answer.code ?? '') : '';
      setSaid({ text: words.refused(code), problem: true });
    } catch {
      setSaid({ text: words.refused(''), problem: true });
    } finally {
      setBusy(false);
    }
  }

  return { busy, said, run, statusRef };
}

/**
 * What an action said, announced politely (kept in the page so the announcement is heard); focusable from
 * script, where focus goes when the button it follows is gone.
 */
export function SaidStatus({
  said,
  statusRef,
}: {
  said: Said | null;
  statusRef: RefObject<HTMLParagraphElement | null>;
}) {
  return (
    <p role="status" ref={statusRef} tabIndex={-1} className={said?.problem ? styles.problem : undefined}>
      {said?.text ?? ''}
    </p>
  );
}
