'use client';

import { useState } from 'react';
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

  return { busy, said, run };
}

/** What an action said, announced politely (kept in the page so the announcement is heard). */
export function SaidStatus({ said }: { said: Said | null }) {
  return (
    <p role="status" className={said?.problem ? styles.problem : undefined}>
      {said?.text ?? ''}
    </p>
  );
}
