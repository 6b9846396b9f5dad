import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast';
import { clearSession, useSignOut } from './api/auth-mutations';

/** Signs out, says so, and returns to the home page (SPEC §2 navbar and dashboard). */
export function useSignOutAction() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () =>
    signOut.mutate(undefined, {
      onSuccess: async () => {
        // Leave the signed-in page first, so its guard does not send us to /login on the way out.
        await navigate(paths.home);
        clearSession(queryClient);
        toast.success('Déconnexion réussie', { description: 'Vous êtes maintenant déconnecté.' });
      },
      onError: (error) =>
        toast.error('Erreur de déconnexion', {
          description: errorMessage(error, 'Une erreur est survenue lors de la déconnexion.'),
        }),
    });
}
