'use client';

import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { createContext, type MouseEvent, type ReactNode, useCallback, useContext, useState } from 'react';
import { type FormErrors, formErrorsOf, NO_ERRORS } from '@/lib/forms/form-errors';
import { useAnsweredMutation } from '@/lib/query/answered-mutation';
import { changeUrl } from '@/lib/url/location-store';
import { type ModalName, urlWithModal } from '@/lib/url/modal-url';
import { sportsHomeHrefFromPath } from '@/lib/url/sports-home-href';
import styles from '@/ui/dialog/dialog.module.css';

/*
 * What the auth forms share: whether they sit in a dialog (spec §2.2) or on a page of their own (§2.1), links
 * between the flows, field and general problems, and the e-mail typed last.
 */

export type AuthMode = 'dialog' | 'page';

const AuthModeContext = createContext<AuthMode>('dialog');

export function AuthModeProvider({ mode, children }: { mode: AuthMode; children: ReactNode }) {
  return <AuthModeContext value={mode}>{children}</AuthModeContext>;
}

export function useAuthMode(): AuthMode {
  return useContext(AuthModeContext);
}

/** The auth flows one form links to. */
export type AuthFlow = Extract<
  ModalName,
  'sign-in' | 'sign-up' | 'password-new' | 'resend-confirmation' | 'resend-unlock'
>;

/** Pages of spec §2.1 (under /sports); flows without a page open as a dialog over the page. */
const FLOW_PAGES: Partial<Record<AuthFlow, string>> = {
  'sign-in': '/users/sign-in',
  'sign-up': '/users/sign-up',
  'password-new': '/users/password/new',
};

/**
 * A link to another auth flow: inside a dialog it swaps the dialog (the URL's modal changes in place); on an
 * auth page it goes to that flow's page, or opens the flow's dialog over the page when it has none.
 */
export function FlowLink({ to, children }: { to: AuthFlow; children: ReactNode }) {
  const mode = useAuthMode();
  const locale = useLocale();
  const home = sportsHomeHrefFromPath(usePathname() ?? '', locale);
  const page = FLOW_PAGES[to];
  if (mode === 'page' && page) return <a href={`${home}${page}`}>{children}</a>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    changeUrl(urlWithModal(window.location.href, to), { replace: mode === 'dialog' });
  };
  return (
    <a href={`?modal=${to}`} onClick={onClick}>
      {children}
    </a>
  );
}

/** A link to another auth flow on a line of its own (under a problem or a success message). */
export function FlowLinkLine({ to, children }: { to: AuthFlow; children: ReactNode }) {
  return (
    <p>
      <FlowLink to={to}>{children}</FlowLink>
    </p>
  );
}

/** The e-mail typed last in any auth form (memory only): the next form starts with it. */
let lastEmail = '';

export function rememberEmail(email: string): void {
  lastEmail = email.trim();
}

export function rememberedEmail(): string {
  return lastEmail;
}

/**
 * Inside a dialog, the first field takes the focus when the dialog opens (the dialog's focusing steps honour
 * the attribute); on a page, focus stays where the visitor is.
 */
export function useFirstFieldFocus(): ((element: HTMLElement | null) => void) | undefined {
  const mode = useAuthMode();
  return mode === 'dialog'
    ? (element) => {
        element?.setAttribute('autofocus', '');
      }
    : undefined;
}

/** A form's problems and how to say them. */
export interface FormProblems {
  readonly errors: FormErrors;
  setErrors(errors: FormErrors): void;
  /** Sets the problems of a failed call. */
  fail(error: unknown): void;
  clear(): void;
  /** The translated problem of a field, if any. */
  problem(field: string): string | undefined;
  /** The translated general problem, if any. */
  general(): string | null;
}

export function useFormProblems(): FormProblems {
  const t = useTranslations('auth');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const say = useCallback(
    (code: string, fallback?: string) => {
      const key = `errors.${code}`;
      return t.has(key) ? t(key) : (fallback ?? t('errors.generic'));
    },
    [t],
  );
  return {
    errors,
    setErrors,
    fail: (error) => setErrors(formErrorsOf(error)),
    clear: () => setErrors(NO_ERRORS),
    problem: (field) => {
      const code = errors.fields[field];
      return code ? say(code, errors.messages[field]) : undefined;
    },
    general: () => (errors.general ? say(errors.general) : null),
  };
}

/** A form's submission: its problems and whether its call is running. */
export interface FormSubmit {
  readonly problems: FormProblems;
  readonly pending: boolean;
  /**
   * Shows the problems found before sending (`local`) and sends nothing, or else runs the call with the
   * form pending and its problems cleared; a failed call's problems (fields and general) are shown.
   */
  run(local: FormErrors | null, call: () => Promise<void>): Promise<void>;
}

/**
 * Submitting a form, as a mutation of the page's query cache. `staysPending`: the form goes away on success
 * (the dialog closes, the session changes), so it stays pending until it does rather than offer a second
 * submit. `where` names the form in error reports.
 */
export function useFormSubmit({
  staysPending = false,
  where = 'submitting an account form',
}: {
  staysPending?: boolean;
  where?: string;
} = {}): FormSubmit {
  const problems = useFormProblems();
  const [pending, setPending] = useState(false);
  const submit = useAnsweredMutation<void>(where);
  async function run(local: FormErrors | null, call: () => Promise<void>) {
    if (local) {
      problems.setErrors(local);
      return;
    }
    setPending(true);
    problems.clear();
    try {
      const sent = await submit(call);
      if (!sent.ok) {
        problems.fail(sent.answer);
        setPending(false);
      } else if (!staysPending) setPending(false);
    } catch (failure) {
      problems.fail(failure);
      setPending(false);
    }
  }
  return { problems, pending, run };
}

/**
 * The form's general problem, announced (role=alert is always in the page so a new text is read out),
 * with what to do about it (a link to another flow) when there is something.
 */
export function GeneralProblem({ text, children }: { text: string | null; children?: ReactNode }) {
  return (
    <div role="alert">
      {text ? (
        <div className={styles.error}>
          <p>{text}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** A success message, announced politely, that replaces the form. */
export function Done({ children }: { children: ReactNode }) {
  return (
    // Focus moves to the message (the form it replaces had it), so it is read out at once.
    <div role="status" className={styles.success} tabIndex={-1} ref={(element) => element?.focus()}>
      {children}
    </div>
  );
}
