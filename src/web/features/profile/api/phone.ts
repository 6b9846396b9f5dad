import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhoneSettings } from '@/shared/api-types';
import { profile } from '@/shared/endpoints/accounts';
import type { PhoneCodeInput } from '@/shared/schemas/phone-verification';
import { callApi } from '@/web/lib/api-client';

// The profile's number and WhatsApp (decision 078).

export const phoneSettingsQuery = queryOptions({
  queryKey: ['phone-settings'],
  queryFn: ({ signal }) => callApi(profile.phone, { signal }),
});

export const usePhoneSettings = () => useQuery(phoneSettingsQuery);

function useSetSettings() {
  const queryClient = useQueryClient();
  return (settings: PhoneSettings) => queryClient.setQueryData(phoneSettingsQuery.queryKey, settings);
}

export function useSetWhatsapp() {
  const set = useSetSettings();
  return useMutation({
    mutationFn: (optIn: boolean) => callApi(profile.setWhatsapp, { body: { optIn } }),
    onSuccess: set,
  });
}

export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(profile.sendPhoneCode, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneSettingsQuery.queryKey }),
  });
}

export function useVerifyPhone() {
  const set = useSetSettings();
  return useMutation({
    mutationFn: (input: PhoneCodeInput) => callApi(profile.verifyPhone, { body: input }),
    onSuccess: set,
  });
}
