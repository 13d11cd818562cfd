import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { type MailTemplate, renderMessage, type TemplateParams } from './mail-templates';
import { insertOutboxMessage, type OutboxChannel } from './outbox-repository';

/** A message ready to go: rendered, addressed. */
export interface OutgoingMessage {
  readonly channel: OutboxChannel;
  readonly to: string;
  readonly template: MailTemplate;
  readonly locale: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
}

/** Where messages go: an SMTP server, or the outbox table a developer reads. */
export interface MessageTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(message: OutgoingMessage): Promise<void>;
}

/** Keeps messages in `outbox_messages` (GET /dev/outbox, `npm run outbox`). */
export class OutboxTransport implements MessageTransport {
  readonly kind = 'outbox';
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async deliver(message: OutgoingMessage): Promise<void> {
    await insertOutboxMessage(this.db, {
      channel: message.channel,
      recipient: message.to,
      template: message.template,
      locale: message.locale,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      createdAt: new Date(this.clock.now()).toISOString(),
    });
  }
}

/** Sends mail through the SMTP server of SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`). */
export class SmtpTransport implements MessageTransport {
  readonly kind = 'smtp';
  readonly #transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // nodemailer's own logger stays off (its default; SMTP_URL must not turn it on with `?logger=true`):
    // it would write message contents, links with tokens, to the log.
    const url = new URL(smtpUrl);
    url.searchParams.delete('logger');
    url.searchParams.delete('debug');
    this.#transporter = createTransport(url.toString());
  }

  async deliver(message: OutgoingMessage): Promise<void> {
    await this.#transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }
}

/**
 * Sends the accounts module's mails and SMS in the recipient's language. Mail goes through SMTP when
 * SMTP_URL is set, else into the outbox; SMS always into the outbox (the reference backend has no SMS
 * provider). A delivery failure is logged (template and the error with its stack and code, never the
 * message: it holds tokens) and swallowed, so a call answers the same whether or not the mail went out (enumeration safety).
 */
export class Mailer {
  constructor(
    private readonly mail: MessageTransport,
    private readonly sms: MessageTransport,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Whether mail stays in the outbox (no SMTP_URL): the developer outbox pages are served then. */
  get usesOutbox(): boolean {
    return this.mail.kind === 'outbox';
  }

  sendMail(to: string, template: MailTemplate, locale: string, params: TemplateParams = {}): Promise<void> {
    return this.#send(this.mail, 'email', to, template, locale, params);
  }

  sendSms(to: string, template: MailTemplate, locale: string, params: TemplateParams = {}): Promise<void> {
    return this.#send(this.sms, 'sms', to, template, locale, params);
  }

  async #send(
    transport: MessageTransport,
    channel: OutboxChannel,
    to: string,
    template: MailTemplate,
    locale: string,
    params: TemplateParams,
  ): Promise<void> {
    const rendered = renderMessage(template, locale, params, channel);
    try {
      await transport.deliver({ channel, to, template, ...rendered });
    } catch (error) {
      this.log?.error(
        { template, channel, transport: transport.kind, err: error },
        'message delivery failed',
      );
    }
  }
}

/** The mailer a deployment configures: SMTP when SMTP_URL is set, else the outbox. */
export function createMailer(
  db: Db,
  clock: Clock,
  mail: { readonly smtpUrl: string | undefined; readonly from: string },
  log?: FastifyBaseLogger,
): Mailer {
  const outbox = new OutboxTransport(db, clock);
  const transport = mail.smtpUrl ? new SmtpTransport(mail.smtpUrl, mail.from) : outbox;
  return new Mailer(transport, outbox, log);
}
