// Owns POST /api/shop/whatsapp/opt-out from the account: the shopper stops order updates on WhatsApp for a phone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import { whatsappApi } from '#web/entities/whatsapp/whatsapp-api.ts';
import { whatsappKeys } from '#web/entities/whatsapp/whatsapp-keys.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function stopWhatsAppUpdates(phone: string) {
  return successOf(await whatsappApi.optOut({ body: { phone } }));
}

/** Toasts the server's words either way; on success the list of phones loads again. */
export function useStopWhatsAppUpdates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopWhatsAppUpdates,
    onSuccess: async (answer) => {
      toast(answer.message);
      await queryClient.invalidateQueries({ queryKey: whatsappKeys.all });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
}
