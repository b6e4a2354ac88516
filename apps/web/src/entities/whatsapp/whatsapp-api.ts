// Owns the shopper's order updates on WhatsApp on the client: the phones they answered about (checkout ticks its box
// for one already opted in, the account lists them) and stopping them (issue 30).
import type { WhatsAppOptIn, whatsappEndpoints } from '@shop/contract/whatsapp';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '#web/entities/session/session.tsx';
import { whatsappKeys } from '#web/entities/whatsapp/whatsapp-keys.ts';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { WhatsAppOptIn };

export const whatsappApi = endpointClient<Pick<typeof whatsappEndpoints, 'optIns' | 'optOut'>>({
  optIns: 'GET /api/shop/whatsapp/opt-ins',
  optOut: 'POST /api/shop/whatsapp/opt-out',
});

export const optInsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: whatsappKeys.optIns(userId),
    queryFn: ({ signal }) => dataOf(whatsappApi.optIns({ signal })),
  });

/** The signed-in shopper's phones and whether each gets order updates; disabled for a visitor. */
export function useWhatsAppOptIns() {
  const { user } = useSession();
  return useQuery({ ...optInsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/** The 10 digits of an Indian mobile number, however it was written ("+91 98765-43210" → "9876543210"). */
const digitsOf = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** Whether updates are on for this phone now. */
export const isOptedIn = (optIns: readonly WhatsAppOptIn[] | undefined, phone: string) =>
  optIns?.some((optIn) => optIn.opted_in && digitsOf(optIn.phone) === digitsOf(phone)) ?? false;

/** "9876543210" → "98765 43210", as people read a mobile number; anything else as it was given. */
export function formatPhone(phone: string): string {
  const digits = digitsOf(phone);
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}
