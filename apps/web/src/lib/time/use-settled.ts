import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs`: what to ask the backend for while the bettor types or picks. */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
