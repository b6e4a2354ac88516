// Owns the WhatsApp sandbox's memory: every chat message, the shop's and the shopper's, kept in the database like the
// other sandboxes' records (sandbox_records, provider `whatsapp`), and read back as a phone's chat, newest first.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { WhatsAppTemplate } from '@shop/contract/whatsapp';
import type { Db } from '../../../platform/db/database.ts';
import { sandboxRecords } from '../../../platform/db/schema.ts';

const PROVIDER = 'whatsapp';
const KIND = 'message';

/** A status a shop's message has reached on the phone ('accepted': Meta took it, nothing more yet). */
export type SandboxStatus = 'accepted' | 'sent' | 'delivered' | 'read';

export type ChatMessage = {
  /** wamid.… */
  id: string;
  /** The phone's number as the inbox names it: 10 digits for an Indian number. */
  phone: string;
  /** The number in WhatsApp's form (91 and the digits). */
  waId: string;
  at: string;
  text: string;
} & (
  | {
      from: 'shop';
      template: WhatsAppTemplate;
      /** Its quick replies: the words on each, and the payload pressing it sends back (null: its words are sent). */
      buttons: { text: string; payload: string | null }[];
      status: SandboxStatus;
    }
  | { from: 'shopper'; type: 'button' | 'text'; context: string | null }
);

/** The inbox names a phone as the shop does (10 digits): WhatsApp's 91 in front is taken off. */
export const inboxPhone = (digits: string) => (/^91\d{10}$/.test(digits) ? digits.slice(2) : digits);
/** A phone as WhatsApp names it: 91 and the 10 digits. */
export const waIdOf = (phone: string) => (/^\d{10}$/.test(phone) ? `91${phone}` : phone);

export function whatsappSandboxStore(db: Db) {
  const at = sql<string>`${sandboxRecords.data} ->> 'at'`;
  return {
    async put(message: ChatMessage): Promise<ChatMessage> {
      await db
        .insert(sandboxRecords)
        .values({ provider: PROVIDER, id: message.id, kind: KIND, data: message })
        .onConflictDoUpdate({
          target: [sandboxRecords.provider, sandboxRecords.id],
          set: { data: message, updatedAt: new Date() },
        });
      return message;
    },
    async get(id: string): Promise<ChatMessage | undefined> {
      const [row] = await db
        .select()
        .from(sandboxRecords)
        .where(and(eq(sandboxRecords.provider, PROVIDER), eq(sandboxRecords.kind, KIND), eq(sandboxRecords.id, id)));
      return row?.data as ChatMessage | undefined;
    },
    /** A phone's chat, newest first. */
    async chat(phone: string): Promise<ChatMessage[]> {
      const rows = await db
        .select()
        .from(sandboxRecords)
        .where(
          and(
            eq(sandboxRecords.provider, PROVIDER),
            eq(sandboxRecords.kind, KIND),
            sql`${sandboxRecords.data} ->> 'phone' = ${phone}`,
          ),
        )
        .orderBy(desc(at), desc(sandboxRecords.createdAt));
      return rows.map((row) => row.data as ChatMessage);
    },
    /** Every phone with messages, the latest chat first. */
    async phones(): Promise<{ phone: string; messages: number; lastAt: string }[]> {
      const phone = sql<string>`${sandboxRecords.data} ->> 'phone'`;
      const rows = await db
        .select({ phone, messages: sql<number>`count(*)::int`, lastAt: sql<string>`max(${at})` })
        .from(sandboxRecords)
        .where(and(eq(sandboxRecords.provider, PROVIDER), eq(sandboxRecords.kind, KIND)))
        .groupBy(phone)
        .orderBy(desc(sql`max(${at})`));
      return rows;
    },
  };
}
export type WhatsAppSandboxStore = ReturnType<typeof whatsappSandboxStore>;
