'use client';

import type { Payment } from '@sportsbook/contract/entities/payment';
import { quickDeposit } from '@sportsbook/contract/platform/payment-calls';
import {
  DEPOSIT_QUICK_AMOUNTS,
  type DepositAmountProblem,
  depositAmount,
  depositBlocked,
  depositReturnUrls,
  paymentRedirectUrls,
  quickDepositAvailable,
} from '@sportsbook/core/payments/deposit';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { useWalletErrorText } from '@/lib/api/error-text';
import { reportError } from '@/lib/errors/report';
import { notify } from '@/lib/notices/notify';
import { forgetDepositSuggestion, peekDepositSuggestion } from '@/lib/player/deposit-suggestion';
import { formatMoney } from '@/lib/player/money';
import { claimPaymentNotice } from '@/lib/player/payment-notices';
import { sessionCall } from '@/lib/player/session-actions';
import { currentAccount, useSession } from '@/lib/player/session-store';
import { useAnsweredMutation } from '@/lib/query/answered-mutation';
import { openModal } from '@/lib/url/modal-url';
import { sportsHomeHrefFromPath } from '@/lib/url/sports-home-href';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { FormField } from '@/ui/forms/form-fields';
import styles from '@/ui/forms/money-forms.module.css';
import { refreshAccounts } from './accounts';
import { loadPaymentInterface } from './payment-interface';

type Phase =
  | { readonly kind: 'form' }
  /** The cashier of the payment-interface script, for this amount (major units, decimal string). */
  | { readonly kind: 'cashier'; readonly amount: string };

/**
 * The deposit flow (spec §2.2 deposit modal and the profile/wallet/deposit page): an amount with quick
 * choices, then the platform's cashier in an inline frame (the payment-interface script of §7.1, with the
 * success, error and pending return URLs of §2.2 and its redirect targets: terms, transactions, help centre); or, for the test status group with the flag on, a quick
 * deposit with the saved card (§2.5). Visitors are asked to sign in; blocked countries are told (§5).
 */
export function DepositFlow({ onDone }: { onDone?: () => void }) {
  const t = useTranslations('wallet.deposit');
  const locale = useLocale();
  const session = useSession();
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  // Opened from a shortcut that knows what is missing (the slip's short balance): that amount, once. Read while
  // rendering, forgotten once shown: a render React starts again (a lazy part arriving, other updates) reads it too.
  const [amountText, setAmountText] = useState(() =>
    peekDepositSuggestion(currentAccount(session)?.currency),
  );
  useEffect(() => forgetDepositSuggestion(), []);
  const [problem, setProblem] = useState<DepositAmountProblem | null>(null);

  if (session.status === 'UNKNOWN' || session.status === 'PENDING')
    return <p role="status">{t('loading')}</p>;
  if (session.status !== 'LOGGED_IN' || !session.player) {
    return (
      <div className={dialogStyles.form}>
        <p>{t('signInFirst')}</p>
        <button type="button" className={dialogStyles.primary} onClick={() => openModal('sign-in')}>
          {t('signIn')}
        </button>
      </div>
    );
  }
  const platform = session.settings?.platform_settings;
  const country = session.settings?.user_country ?? null;
  if (platform && depositBlocked(platform, country)) {
    const name = session.settings?.countries.find((entry) => entry.code === country)?.name ?? country;
    return (
      <p className={dialogStyles.error} role="alert">
        {t('blocked', { country: name ?? '' })}
      </p>
    );
  }
  const account = currentAccount(session);
  if (!account) return <p className={dialogStyles.error}>{t('noAccount')}</p>;

  if (phase.kind === 'cashier') {
    return (
      <Cashier
        amount={phase.amount}
        currency={account.currency}
        subunits={account.subunits}
        onBack={() => setPhase({ kind: 'form' })}
      />
    );
  }

  const quick = platform ? quickDepositAvailable(platform, session.player.statuses) : false;
  const read = () => {
    const parsed = depositAmount(amountText, account.subunits);
    setProblem(parsed.ok ? null : parsed.problem);
    return parsed.ok ? parsed.amount : null;
  };

  return (
    <div className={dialogStyles.form}>
      <p className={dialogStyles.note}>
        {t('balance', { amount: formatMoney(account.balance, account.currency, account.subunits, locale) })}
      </p>
      <form
        className={dialogStyles.form}
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const amount = read();
          if (amount) setPhase({ kind: 'cashier', amount });
        }}
      >
        <fieldset className={styles.amounts}>
          <legend>{t('quickAmounts')}</legend>
          {DEPOSIT_QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.amountChoice}
              aria-pressed={amountText === String(value)}
              onClick={() => {
                setAmountText(String(value));
                setProblem(null);
              }}
            >
              {formatMoney(value * account.subunits, account.currency, account.subunits, locale)}
            </button>
          ))}
        </fieldset>
        <FormField
          label={t('amount', { currency: account.currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            setProblem(null);
          }}
          problem={problem ? t(`problems.${problem}`) : undefined}
        />
        <button type="submit" className={dialogStyles.primary}>
          {t('continue')}
        </button>
      </form>
      {quick ? (
        <QuickDeposit currency={account.currency} readAmount={read} {...(onDone ? { onDone } : {})} />
      ) : null}
    </div>
  );
}

/**
 * The cashier in an inline frame, mounted by the payment-interface script. The frame gets an accessible
 * title. When the payment is done the cashier sends the page to a return URL; WalletHost shows the result.
 */
function Cashier({
  amount,
  currency,
  subunits,
  onBack,
}: {
  amount: string;
  currency: string;
  subunits: number;
  onBack: () => void;
}) {
  const t = useTranslations('wallet.deposit');
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const frameTitle = t('cashierTitle');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the cashier after a failure
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let closed = false;
    let handle: { close(): void } | null = null;
    const titleFrames = () => {
      const frames = element.querySelectorAll('iframe');
      for (const frame of frames) frame.title = frameTitle;
      if (frames.length > 0) setState('ready');
    };
    const observer = new MutationObserver(titleFrames);
    observer.observe(element, { childList: true, subtree: true });
    setState('loading');
    loadPaymentInterface()
      .then((payments) => {
        if (closed) return;
        handle = payments.open({
          container: element,
          amount,
          currency,
          ...depositReturnUrls(window.location.href),
          ...paymentRedirectUrls(
            window.location.origin + sportsHomeHrefFromPath(window.location.pathname, locale),
          ),
          locale,
          title: frameTitle,
        });
        titleFrames();
      })
      .catch((error: unknown) => {
        if (closed) return;
        reportError(error, { where: 'loading the cashier' });
        setState('failed');
      });
    return () => {
      closed = true;
      observer.disconnect();
      handle?.close();
    };
  }, [amount, currency, locale, frameTitle, attempt]);

  const shown = Number(amount) * subunits;
  return (
    <div className={dialogStyles.form}>
      <p className={dialogStyles.note}>
        {t('paying', { amount: formatMoney(Math.round(shown), currency, subunits, locale) })}
      </p>
      {state === 'loading' ? <p role="status">{t('cashierLoading')}</p> : null}
      {state === 'failed' ? (
        <div role="alert" className={dialogStyles.error}>
          <p>{t('cashierFailed')}</p>
          <button type="button" className={dialogStyles.linkButton} onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      <div ref={container} className={styles.cashier} />
      <button type="button" className={styles.secondary} onClick={onBack}>
        {t('changeAmount')}
      </button>
    </div>
  );
}

/**
 * Quick deposit with the saved card (spec §2.5): success, pending (success-style) and failed notices, one per
 * payment state (the channel's alert for the same state is not shown again: payment-notices.ts).
 */
function QuickDeposit({
  currency,
  readAmount,
  onDone,
}: {
  currency: string;
  readAmount: () => string | null;
  onDone?: () => void;
}) {
  const t = useTranslations('wallet.quickDeposit');
  const locale = useLocale();
  const errorText = useWalletErrorText();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const send = useAnsweredMutation<Payment>('a quick deposit');

  async function pay() {
    const amount = readAmount();
    if (!amount) return;
    setPending(true);
    setProblem(null);
    let payment: Payment;
    try {
      const sent = await send(() => sessionCall(quickDeposit, { locale, body: { amount, currency } }));
      if (!sent.ok) throw sent.answer;
      payment = sent.value;
    } catch (error) {
      // An answer (no saved card, a limit) or a failure to send, which the query cache reported.
      setPending(false);
      if (error instanceof ApiCallError && error.status === 401) return;
      if (error instanceof ApiCallError && error.status === 422 && error.code === 'no_saved_card') {
        setProblem(errorText(error));
        return;
      }
      notify({ kind: 'error', title: t('failed.title'), description: errorText(error) });
      return;
    }
    setPending(false);
    const shown = formatMoney(payment.amount, payment.currency, payment.subunits, locale);
    // This notice is the one for this state: the same state's channel alert is not shown again.
    claimPaymentNotice(payment.id, payment.status);
    if (payment.status === 'success') {
      notify({
        kind: 'success',
        id: `payment-${payment.id}`,
        title: t('success.title'),
        description: t('success.description', { amount: shown }),
      });
    } else if (payment.status === 'pending') {
      notify({
        kind: 'success',
        id: `payment-${payment.id}`,
        title: t('pending.title'),
        description: t('pending.description', { amount: shown }),
      });
    } else {
      notify({
        kind: 'error',
        id: `payment-${payment.id}`,
        title: t('failed.title'),
        description: t('failed.description'),
      });
    }
    await refreshAccounts(locale);
    if (payment.status !== 'failed') onDone?.();
  }

  return (
    <section className={dialogStyles.form} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('title')}</h3>
      <p className={styles.muted}>{t('description', { currency })}</p>
      <div role="alert">{problem ? <p className={dialogStyles.error}>{problem}</p> : null}</div>
      <button
        type="button"
        className={styles.secondary}
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void pay()}
      >
        {pending ? t('paying') : t('submit')}
      </button>
    </section>
  );
}
