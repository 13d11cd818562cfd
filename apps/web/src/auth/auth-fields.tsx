'use client';

import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styles from '../modals/dialog.module.css';

/** A labelled <select> with its problem, tied together like FormField's input. */
export function SelectField({
  label,
  problem,
  children,
  ...select
}: {
  label: string;
  problem?: string | undefined;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const problemId = useId();
  return (
    <div className={styles.fieldGroup}>
      <label className={styles.field}>
        <span>{label}</span>
        <select
          {...select}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        >
          {children}
        </select>
      </label>
      {problem ? (
        <p id={problemId} className={styles.fieldProblem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox with its label (which may hold links) and its problem. */
export function CheckField({
  name,
  label,
  problem,
  required,
}: {
  name: string;
  label: ReactNode;
  problem?: string | undefined;
  required?: boolean;
}) {
  const id = useId();
  const problemId = useId();
  return (
    <div className={styles.fieldGroup}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          name={name}
          required={required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {problem ? (
        <p id={problemId} className={styles.fieldProblem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
