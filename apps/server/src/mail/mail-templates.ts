import { escapeHtml } from './escape-html';

/*
 * The mails and SMS the accounts module sends, in the player's language: English and German are written
 * out, any other language falls back to English. Every mail has a plain-text body and a simple HTML body;
 * the link (when there is one) is the only thing in them that is not fixed text.
 */

/** What a message is; also stored with it in the outbox. */
export type MailTemplate =
  | 'confirmation'
  | 'sign_up_existing'
  | 'unlock'
  | 'reset_password'
  | 'password_changed'
  | 'phone_code';

/** The values a template fills in. */
export interface TemplateParams {
  /** The link the mail is about (confirmation, unlock, reset, sign-in page). */
  readonly link?: string;
  /** The SMS verification code. */
  readonly code?: string;
}

export interface RenderedMessage {
  readonly locale: string;
  readonly subject: string;
  readonly text: string;
  /** HTML body; null for SMS. */
  readonly html: string | null;
}

interface Copy {
  readonly subject: string;
  /** Paragraphs before the link. */
  readonly lines: readonly string[];
  /** The button text of the link. */
  readonly action?: string;
  /** Paragraphs after the link. */
  readonly after?: readonly string[];
}

type Catalogue = Readonly<Record<MailTemplate, (params: TemplateParams) => Copy>>;

const EN: Catalogue = {
  confirmation: () => ({
    subject: 'Confirm your e-mail address',
    lines: ['Welcome! Please confirm your e-mail address to finish signing up.'],
    action: 'Confirm e-mail address',
    after: ['The link works once and for 24 hours. If you did not sign up, ignore this mail.'],
  }),
  sign_up_existing: () => ({
    subject: 'Someone tried to sign up with your e-mail address',
    lines: [
      'Someone tried to create an account with this e-mail address, which already has one.',
      'If it was you, sign in instead; if you forgot your password, reset it from the sign-in page.',
    ],
    action: 'Sign in',
    after: ['If it was not you, you can ignore this mail: nothing has changed.'],
  }),
  unlock: () => ({
    subject: 'Your account was locked',
    lines: [
      'Your account was locked after too many failed sign-in attempts.',
      'Unlock it with the link below, or wait 30 minutes and try again.',
    ],
    action: 'Unlock my account',
    after: ['If these attempts were not yours, reset your password after unlocking.'],
  }),
  reset_password: () => ({
    subject: 'Reset your password',
    lines: ['Someone asked to reset the password of your account.'],
    action: 'Choose a new password',
    after: ['The link works once and for 1 hour. If you did not ask for it, ignore this mail.'],
  }),
  password_changed: () => ({
    subject: 'Your password was changed',
    lines: [
      'The password of your account was just changed, and every other session was signed out.',
      'If you did not do this, reset your password at once from the sign-in page.',
    ],
    action: 'Go to sign-in',
  }),
  phone_code: ({ code }) => ({
    subject: 'Phone verification code',
    lines: [`Your verification code is ${code}. It is valid for 10 minutes.`],
  }),
};

const DE: Catalogue = {
  confirmation: () => ({
    subject: 'Bestätige deine E-Mail-Adresse',
    lines: ['Willkommen! Bitte bestätige deine E-Mail-Adresse, um die Registrierung abzuschließen.'],
    action: 'E-Mail-Adresse bestätigen',
    after: [
      'Der Link funktioniert einmal und 24 Stunden lang. Wenn du dich nicht registriert hast, ignoriere diese E-Mail.',
    ],
  }),
  sign_up_existing: () => ({
    subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
    lines: [
      'Jemand hat versucht, mit dieser E-Mail-Adresse ein Konto anzulegen, obwohl es schon eines gibt.',
      'Warst du es, melde dich stattdessen an; hast du dein Passwort vergessen, setze es über die Anmeldeseite zurück.',
    ],
    action: 'Anmelden',
    after: ['Warst du es nicht, kannst du diese E-Mail ignorieren: Es hat sich nichts geändert.'],
  }),
  unlock: () => ({
    subject: 'Dein Konto wurde gesperrt',
    lines: [
      'Dein Konto wurde nach zu vielen fehlgeschlagenen Anmeldeversuchen gesperrt.',
      'Entsperre es mit dem Link unten oder warte 30 Minuten und versuche es erneut.',
    ],
    action: 'Mein Konto entsperren',
    after: ['Wenn diese Versuche nicht von dir waren, ändere nach dem Entsperren dein Passwort.'],
  }),
  reset_password: () => ({
    subject: 'Setze dein Passwort zurück',
    lines: ['Jemand hat angefordert, das Passwort deines Kontos zurückzusetzen.'],
    action: 'Neues Passwort wählen',
    after: [
      'Der Link funktioniert einmal und 1 Stunde lang. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
    ],
  }),
  password_changed: () => ({
    subject: 'Dein Passwort wurde geändert',
    lines: [
      'Das Passwort deines Kontos wurde soeben geändert und alle anderen Sitzungen wurden abgemeldet.',
      'Warst du das nicht, setze dein Passwort sofort über die Anmeldeseite zurück.',
    ],
    action: 'Zur Anmeldung',
  }),
  phone_code: ({ code }) => ({
    subject: 'Code zur Telefonbestätigung',
    lines: [`Dein Bestätigungscode lautet ${code}. Er ist 10 Minuten gültig.`],
  }),
};

const CATALOGUES: Readonly<Record<string, Catalogue>> = { en: EN, de: DE };

/** The language a message is written in: the player's base language when there is a catalogue for it, else en. */
export function mailLocale(locale: string): string {
  const base = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return base in CATALOGUES ? base : 'en';
}

function html(copy: Copy, link: string | undefined, lang: string): string {
  const paragraphs = (lines: readonly string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const button =
    link && copy.action
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#0b5fff;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(copy.action)}</a></p>\n<p style="font-size:12px;color:#555">${escapeHtml(link)}</p>`
      : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:560px">
${paragraphs(copy.lines)}
${button}
${paragraphs(copy.after ?? [])}
</body></html>`;
}

/** Writes a message in the player's language (en when there is no catalogue for it). */
export function renderMessage(
  template: MailTemplate,
  locale: string,
  params: TemplateParams,
  channel: 'email' | 'sms' = 'email',
): RenderedMessage {
  const lang = mailLocale(locale);
  const catalogue = CATALOGUES[lang] ?? EN;
  const copy = catalogue[template](params);
  const link = params.link;
  const text = [
    ...copy.lines,
    ...(link && copy.action ? [`${copy.action}: ${link}`] : []),
    ...(copy.after ?? []),
  ].join('\n\n');
  return {
    locale: lang,
    subject: copy.subject,
    text,
    html: channel === 'sms' ? null : html(copy, link, lang),
  };
}
