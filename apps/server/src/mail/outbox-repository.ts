import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outboxMessages } from '../db/schema';
import { toIsoUtc } from '../db/time';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type OutboxChannel = 'email' | 'sms';

/** A kept message as the developer outbox shows it. */
export interface OutboxMessage {
  readonly id: number;
  readonly channel: string;
  readonly recipient: string;
  readonly template: string;
  readonly locale: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly created_at: string;
}

export async function insertOutboxMessage(
  db: Db,
  message: Omit<typeof outboxMessages.$inferInsert, 'id'>,
): Promise<number> {
  const rows = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  const row = rows[0];
  if (!row) throw new Error('inserting an outbox message returned no row');
  return row.id;
}

/** The newest messages first, at most `limit`, optionally only those to one recipient. */
export async function listOutboxMessages(
  db: Db,
  options: { readonly limit: number; readonly recipient?: string },
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(options.recipient === undefined ? undefined : eq(outboxMessages.recipient, options.recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    created_at: toIsoUtc(row.createdAt),
  }));
}
