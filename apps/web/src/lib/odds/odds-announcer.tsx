'use client';

import { useEffect, useState } from 'react';

/** Announcements are gathered and spoken at most this often, so a busy market does not flood the reader. */
export const ANNOUNCE_INTERVAL_MS = 2_000;

const pending = new Map<string, string>();
let setText: ((text: string) => void) | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastSpoken = 0;

function speak(): void {
  timer = null;
  if (!setText || pending.size === 0) return;
  const text = [...pending.values()].join('. ');
  pending.clear();
  lastSpoken = Date.now();
  setText(text);
}

/**
 * Queues a polite announcement in the page's one live region. Messages with the same `key` (an outcome)
 * replace each other, so only the latest price of each followed outcome is read.
 */
export function announce(key: string, message: string): void {
  pending.set(key, message);
  if (timer) return;
  const wait = Math.max(0, lastSpoken + ANNOUNCE_INTERVAL_MS - Date.now());
  timer = setTimeout(speak, wait);
}

/** The page's one polite live region for odds changes (rendered by the realtime provider). */
export function OddsAnnouncer() {
  const [text, setLocalText] = useState('');
  useEffect(() => {
    setText = setLocalText;
    return () => {
      if (setText === setLocalText) setText = null;
    };
  }, []);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {text}
    </div>
  );
}
