import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { useSignOut } from './api/auth-mutations';

/** Signs out, says so, and returns to the home page (SPEC §2 navbar and dashboard). */
export function useSignOutAction() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Déconnexion réussie', { description: 'Vous êtes maintenant déconnecté.' });
        navigate(paths.home);
      },
      onError: (error) =>
        toast.error('Erreur de déconnexion', {
          description: errorMessage(error, 'Une erreur est survenue lors de la déconnexion.'),
        }),
    });
}
