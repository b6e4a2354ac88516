// Owns GET /api/admin/settings: the settings and how many paid orders wait for their tax invoice.
import type { Settings } from '@shop/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsApi, settingsKeys } from '#web/features/admin-settings/api/settings-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export type SettingsState = { settings: Settings; invoicesWaiting: number };

export const settingsStateOf = (answer: { data: Settings; invoices_waiting: number }): SettingsState => ({
  settings: answer.data,
  invoicesWaiting: answer.invoices_waiting,
});

export async function getSettings(signal?: AbortSignal): Promise<SettingsState> {
  return settingsStateOf(successOf(await settingsApi.get({ signal })));
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => getSettings(signal) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
