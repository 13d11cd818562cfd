'use client';

import type { Player } from '@sportsbook/contract/entities/player';
import { updatePlayerFields } from '@sportsbook/contract/platform/account-calls';
import { useLocale, useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { localErrors } from '@/lib/forms/form-errors';
import { sessionCall, signOut } from '@/lib/player/session-actions';
import { updateSession, useSession } from '@/lib/player/session-store';
import { Dialog } from '@/ui/dialog/dialog';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { FormField, SubmitButton } from '@/ui/forms/form-fields';
import styles from './auth.module.css';
import { CountrySelect } from './auth-fields';
import { AuthModeProvider, GeneralProblem, useFirstFieldFocus, useFormSubmit } from './auth-ui';
import { PhoneVerificationForm } from './phone-verification-form';
import { adultOn, isCalendarDate } from './sign-up-rules';

/** The missed sign-up fields this dialog can ask for (PATCH /player); others need the operator's help. */
const FILLABLE = ['first_name', 'last_name', 'nickname', 'country', 'date_of_birth'] as const;
type Fillable = (typeof FILLABLE)[number];

function isFillable(field: string): field is Fillable {
  return (FILLABLE as readonly string[]).includes(field);
}

/** The way out of a forced dialog: signing out (it cannot be closed otherwise). */
function SignOutButton() {
  const t = useTranslations('auth');
  const locale = useLocale();
  return (
    <button type="button" className={styles.secondary} onClick={() => void signOut(locale)}>
      {t('forced.signOut')}
    </button>
  );
}

function MissedFieldsForm({ player }: { player: Player }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const { settings } = useSession();
  const { problems, pending, run } = useFormSubmit({ staysPending: true });
  const firstField = useFirstFieldFocus();
  const fields = player.auth_fields_missed.filter(isFillable);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Partial<Record<Fillable, string>> = {};
    const found: Record<string, string | null> = {};
    for (const field of fields) {
      const value = String(form.get(field) ?? '').trim();
      if (!value) found[field] = 'required';
      else if (field === 'date_of_birth' && !isCalendarDate(value)) found[field] = 'date_of_birth_invalid';
      else if (field === 'date_of_birth' && value > adultOn(new Date())) found[field] = 'underage';
      else body[field] = value;
    }
    await run(localErrors(found), async () => {
      const updated = await sessionCall(updatePlayerFields, { locale, body });
      updateSession({ player: updated });
    });
  }

  if (fields.length === 0) {
    return (
      <div className={dialogStyles.form}>
        <p>{t('missedFields.contactSupport')}</p>
        <SignOutButton />
      </div>
    );
  }
  return (
    <form className={dialogStyles.form} onSubmit={submit} noValidate>
      <p>{t('missedFields.intro')}</p>
      {fields.map((field, index) =>
        field === 'country' ? (
          <CountrySelect
            key={field}
            label={t('signUp.country')}
            choose={t('signUp.countryChoose')}
            countries={settings?.countries}
            defaultValue={settings?.user_country ?? ''}
            problem={problems.problem(field)}
          />
        ) : (
          <FormField
            key={field}
            ref={index === 0 ? firstField : undefined}
            label={t(`missedFields.labels.${field}`)}
            name={field}
            type={field === 'date_of_birth' ? 'date' : 'text'}
            autoComplete={
              field === 'first_name'
                ? 'given-name'
                : field === 'last_name'
                  ? 'family-name'
                  : field === 'date_of_birth'
                    ? 'bday'
                    : 'nickname'
            }
            required
            problem={problems.problem(field)}
          />
        ),
      )}
      <GeneralProblem text={problems.general()} />
      <div className={styles.actions}>
        <SubmitButton pending={pending}>{t('missedFields.submit')}</SubmitButton>
        <SignOutButton />
      </div>
    </form>
  );
}

/** A dialog the signed-in player must get through: it cannot be closed (signing out is the way out). */
function ForcedDialog({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Dialog title={title} onClose={() => {}} closable={false}>
      <AuthModeProvider mode="dialog">{children}</AuthModeProvider>
    </Dialog>
  );
}

/** Missed auth fields (spec §2.2, §4): cannot be closed; done once the player has every field. */
export function MissedFieldsDialog() {
  const t = useTranslations('auth');
  const { player } = useSession();
  if (!player) return null;
  return (
    <ForcedDialog title={t('missedFields.title')}>
      <MissedFieldsForm player={player} />
    </ForcedDialog>
  );
}

/** Phone verification (spec §2.2, §5): cannot be closed; done once the phone is verified. */
export function PhoneVerificationDialog() {
  const t = useTranslations('auth');
  const { player } = useSession();
  if (!player) return null;
  return (
    <ForcedDialog title={t('phone.title')}>
      <PhoneVerificationForm
        player={player}
        onVerified={(number) =>
          updateSession({ player: { ...player, mobile_phone: number, phone_verified: true } })
        }
      />
      <p className={dialogStyles.links}>
        <SignOutButton />
      </p>
    </ForcedDialog>
  );
}
