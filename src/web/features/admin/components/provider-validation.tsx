import type { PendingProvider } from '@/shared/api-types';
import { ApprovalBadge } from '@/web/components/approval-badge';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useDecideProvider, usePendingProviders } from '../api/admin';

/** Prestataire accounts to validate (docs/product.md#provider-validation). */
export function ProviderValidation() {
  const providers = usePendingProviders();
  useErrorToast(providers.isError, 'Erreur', 'Impossible de charger la liste des prestataires.');
  return (
    <QueryState
      query={providers}
      error="Impossible de charger la liste des prestataires."
      isEmpty={(data) => data.items.length === 0}
      empty="Aucune demande de prestataire en attente."
    >
      {(data) => (
        <ul className="grid gap-3">
          {data.items.map((provider) => (
            <ProviderRow key={provider.id} provider={provider} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ProviderRow({ provider }: { provider: PendingProvider }) {
  const decide = useDecideProvider();
  const approved = provider.providerStatus === 'approved';
  const run = (approve: boolean) =>
    decide.mutate(
      { id: provider.id, approve },
      {
        onSuccess: ({ emailSent }) => {
          toast.success(approve ? 'Prestataire approuvé' : 'Prestataire refusé', {
            description: approve ? 'Il peut maintenant créer ses salons.' : 'La demande a été refusée.',
          });
          if (emailSent === false)
            toast.error('Email non envoyé', {
              description: "L'e-mail de validation sera renvoyé automatiquement.",
            });
        },
        onError: () =>
          toast.error('Erreur', {
            description: 'Une erreur est survenue lors de la modification du statut.',
          }),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="grid gap-1 text-sm">
        <p className="font-medium">
          {provider.full_name || 'Non spécifié'} <ApprovalBadge approved={approved} />
        </p>
        <p className="text-muted-foreground">{provider.email}</p>
        <p className="text-muted-foreground">CIN : {provider.cin || 'Non spécifié'}</p>
        <p className="text-muted-foreground">Adresse du salon : {provider.salonAddress || 'Non spécifié'}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" disabled={decide.isPending || approved} onClick={() => run(true)}>
          Approuver
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending || approved}
          onClick={() => run(false)}
        >
          Refuser
        </Button>
      </div>
    </li>
  );
}
