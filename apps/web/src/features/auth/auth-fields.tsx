'use client';

import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styles from '@/ui/dialog/dialog.module.css';
import { FieldProblem, FormField, problemAttributes } from '@/ui/forms/form-fields';
import { rememberedEmail, useFirstFieldFocus } from './auth-ui';
import { PasswordHint } from './password-hint';

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
        <select {...select} {...problemAttributes(problem, problemId)}>
          {children}
        </select>
      </label>
      <FieldProblem id={problemId} problem={problem} />
    </div>
  );
}

/** The country <select> (named `country`) of the settings' countries, with "choose" first. */
export function CountrySelect({
  label,
  choose,
  countries,
  defaultValue,
  problem,
}: {
  label: string;
  choose: string;
  countries: readonly { code: string; name: string }[] | undefined;
  defaultValue: string;
  problem: string | undefined;
}) {
  return (
    <SelectField label={label} name="country" required defaultValue={defaultValue} problem={problem}>
      <option value="">{choose}</option>
      {(countries ?? []).map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </SelectField>
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
          {...problemAttributes(problem, problemId)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldProblem id={problemId} problem={problem} />
    </div>
  );
}

/** The e-mail field that opens a form: it starts with the e-mail typed last and takes the dialog's focus. */
export function RememberedEmailField({
  label,
  autoComplete,
  problem,
}: {
  label: string;
  autoComplete: 'email' | 'username';
  problem: string | undefined;
}) {
  const firstField = useFirstFieldFocus();
  return (
    <FormField
      ref={firstField}
      label={label}
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
      defaultValue={rememberedEmail()}
      problem={problem}
    />
  );
}

/** A new password and its confirmation, the password described by the live strength hint. */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  email,
  onPassword,
  onConfirmation,
  problem,
  first = false,
}: {
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  /** The e-mail the password must not contain ('' when it is not known). */
  email: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  problem: (field: 'password' | 'password_confirmation') => string | undefined;
  /** Whether the password is the form's first field (it takes the dialog's focus). */
  first?: boolean;
}) {
  const firstField = useFirstFieldFocus();
  return (
    <>
      <FormField
        ref={first ? firstField : undefined}
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        hint={<PasswordHint password={password} email={email} confirmation={confirmation} />}
        problem={problem('password')}
      />
      <FormField
        label={labels.confirmation}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        problem={problem('password_confirmation')}
      />
    </>
  );
}
