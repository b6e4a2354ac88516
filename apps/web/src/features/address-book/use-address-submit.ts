// Owns how the address book's forms submit once the app runs: to their page's route action (address-actions.ts, the
// one write path, also taken by a form posted without JavaScript), whose answer is the toast; the list is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useRouteForm, type FormAnswer } from '#web/components/ui/route-form.ts';
import { addressKeys } from '#web/entities/address/address-keys.ts';

/** `onAnswered` runs once the list is fresh, with the action's answer (isRefusal: it was refused, keep the form). */
export function useAddressSubmit(onAnswered: (answer: FormAnswer) => unknown) {
  const queryClient = useQueryClient();
  return useRouteForm({
    onAnswer: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      await onAnswered(answer);
    },
  });
}
