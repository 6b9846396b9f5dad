import { PROVIDER_REFUSED_NEXT_STEP } from '@/shared/roles';
import { useSession } from '@/web/lib/session/session';

/**
 * What a prestataire not (or no longer) validated reads at the top of their pages: waiting for an
 * admin, or refused with the admin's reason and what to do next.
 */
export function ProviderStatusNotice() {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.isPrestataire || session.providerStatus === 'approved') {
    return null;
  }
  if (session.providerStatus === 'rejected') {
    return (
      <div
        role="status"
        className="mb-6 grid gap-1 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-950"
      >
        <p className="font-semibold">Compte refusé</p>
        <p>
          Votre compte prestataire n'a pas été validé par un administrateur : vous ne pouvez pas créer ni
          modifier de salon.
        </p>
        <p>Motif : {session.providerRefusalReason || 'non précisé'}</p>
        <p>{PROVIDER_REFUSED_NEXT_STEP}</p>
      </div>
    );
  }
  return (
    <p
      role="status"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      Votre compte prestataire est en attente de validation. Vous pourrez créer un salon et proposer vos
      services dès qu'un administrateur l'aura approuvé.
    </p>
  );
}
