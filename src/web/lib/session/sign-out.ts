import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accounts } from '@/shared/endpoints/accounts';
import { pages } from '@/shared/pages';
import { callApi } from '@/web/lib/api-client';
import { toast, toastError } from '@/web/lib/toast';
import { forgetPersonData, meQueryOptions } from './me-query';
import { announceSessionChange } from './session-channel';

export function useSignOut() {
  return useMutation({
    mutationFn: () => callApi(accounts.signOut, { body: {} }),
  });
}

/** Forgets the signed-out person: their session and everything fetched for them. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(meQueryOptions.queryKey, null);
  forgetPersonData(queryClient);
  announceSessionChange();
}

/** Signs out, says so, and returns to the home page (docs/product.md#interface-texts). */
export function useSignOutAction() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () =>
    signOut.mutate(undefined, {
      onSuccess: async () => {
        // Leave the signed-in page first, so its guard does not send us to /login on the way out.
        await navigate(pages.home);
        clearSession(queryClient);
        toast.success('Déconnexion réussie', { description: 'Vous êtes maintenant déconnecté.' });
      },
      onError: (error) =>
        toastError(error, 'Une erreur est survenue lors de la déconnexion.', 'Erreur de déconnexion'),
    });
}
