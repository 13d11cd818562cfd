'use client';

import { type ComponentProps, type ReactNode, useId } from 'react';
import styles from '@/ui/dialog/dialog.module.css';

/** The attributes that tie a field to its problem (and description) for assistive technology. */
export function problemAttributes(
  problem: string | null | undefined,
  problemId: string,
  describedBy?: string | null,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': [describedBy, problem ? problemId : null].filter(Boolean).join(' ') || undefined,
  };
}

/** A field's problem under it (the field names it with `problemAttributes`). */
export function FieldProblem({ id, problem }: { id: string; problem: string | null | undefined }) {
  return problem ? (
    <p id={id} className={styles.fieldProblem}>
      {problem}
    </p>
  ) : null;
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
  return (
    <div className={styles.fieldGroup}>
      <label className={styles.field}>
        <span>{label}</span>
        <input {...input} {...problemAttributes(problem, problemId, hint ? hintId : null)} />
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldProblem id={problemId} problem={problem} />
    </div>
  );
}

/** A form's submit button: busy (and disabled) while the form's call runs. */
export function SubmitButton({
  pending,
  disabled = false,
  className = styles.primary,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={className}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {children}
    </button>
  );
}
