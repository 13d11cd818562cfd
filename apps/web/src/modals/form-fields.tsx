'use client';

import { type ComponentProps, type ReactNode, useId } from 'react';
import { ApiCallError } from '../api/browser-call';
import styles from './dialog.module.css';

/** Field problems of an error body (`details: [{ path: 'body.email', message }]`), by field name. */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiCallError)) return {};
  const body = error.body as { error?: { details?: unknown } } | undefined;
  const details = body?.error?.details;
  if (!Array.isArray(details)) return {};
  const problems: Record<string, string> = {};
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = path.replace(/^body\./, '').split('.')[0] ?? path;
    problems[field] ??= message;
  }
  return problems;
}

/**
 * A labelled input with its hint and its problem, tied together for assistive technology
 * (`aria-describedby`, `aria-invalid`).
 */
export function FormField({
  label,
  hint,
  problem,
  ...input
}: {
  label: string;
  hint?: ReactNode;
  problem?: string | undefined;
} & ComponentProps<'input'>) {
  const hintId = useId();
  const problemId = useId();
  const describedBy =
    [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.fieldGroup}>
      <label className={styles.field}>
        <span>{label}</span>
        <input {...input} aria-invalid={problem ? true : undefined} aria-describedby={describedBy} />
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className={styles.fieldProblem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
