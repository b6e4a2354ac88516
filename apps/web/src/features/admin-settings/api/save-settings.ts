// Owns PUT /api/admin/settings: staff save the whole of Settings at once.
import type { SettingsInput } from '@shop/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { settingsStateOf } from '#web/features/admin-settings/api/get-settings.ts';
import { settingsApi, settingsKeys } from '#web/features/admin-settings/api/settings-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function saveSettings(body: SettingsInput) {
  return successOf(await settingsApi.save({ body }));
}

/** Toasts the server's answer either way ('Settings saved'); the answer is the saved settings, so it fills the cache. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (answer) => {
      toastSuccess(answer, 'Settings saved');
      queryClient.setQueryData(settingsKeys.all, settingsStateOf(answer));
    },
    onError: toastFailure,
  });
}
