// Owns the query keys of the shopper's answers about order updates on WhatsApp.
export const whatsappKeys = {
  /** Every shopper's opt-ins in the cache: what stopping updates refreshes. */
  all: ['whatsapp'] as const,
  optIns: (userId: string) => ['whatsapp', 'opt-ins', userId] as const,
};
