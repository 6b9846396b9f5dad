import { useState } from 'react';
import type { PendingProvider } from '@/shared/api-types';
import { formatDate } from '@/shared/format';
import { ApprovalBadge } from '@/web/components/approval-badge';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { toast } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useDecideProvider, useProviders } from '../api/admin';
import { RefuseProviderDialog } from './refuse-provider-dialog';

/**
 * Prestataire accounts to validate, and those refused, which an admin may still approve
 * (docs/product.md#provider-validation).
 */
export function ProviderValidation() {
  return (
    <Tabs defaultValue="pending" className="grid gap-4">
      <TabsList className="justify-self-start">
        <TabsTrigger value="pending">En attente</TabsTrigger>
        <TabsTrigger value="rejected">Refusés</TabsTrigger>
      </TabsList>
      <TabsContent value="pending">
        <ProviderList status="pending" empty="Aucune demande de prestataire en attente." />
      </TabsContent>
      <TabsContent value="rejected">
        <ProviderList status="rejected" empty="Aucun prestataire refusé." />
      </TabsContent>
    </Tabs>
  );
}

function ProviderList({ status, empty }: { status: 'pending' | 'rejected'; empty: string }) {
  const providers = useProviders(status);
  useErrorToast(providers.isError, 'Erreur', 'Impossible de charger la liste des prestataires.');
  return (
    <QueryState
      query={providers}
      error="Impossible de charger la liste des prestataires."
      isEmpty={(data) => data.items.length === 0}
      empty={empty}
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
  const [refusing, setRefusing] = useState(false);
  const refused = provider.providerStatus === 'rejected';
  const approve = () =>
    decide.mutate(
      { id: provider.id, approve: true },
      {
        onSuccess: ({ emailSent }) => {
          toast.success('Prestataire approuvé', { description: 'Il peut maintenant créer ses salons.' });
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
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="font-medium">
          {provider.full_name || 'Non spécifié'}{' '}
          {refused ? (
            <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium text-red-900">
              Refusé
            </span>
          ) : (
            <ApprovalBadge approved={false} />
          )}
        </p>
        <p className="break-all text-muted-foreground">{provider.email}</p>
        <p className="text-muted-foreground">CIN : {provider.cin || 'Non spécifié'}</p>
        <p className="text-muted-foreground">Adresse du salon : {provider.salonAddress || 'Non spécifié'}</p>
        <p className="text-muted-foreground">Inscrit le {formatDate(provider.created_at)}</p>
        {refused && <p>Motif du refus : {provider.refusalReason || 'non précisé'}</p>}
      </div>
      <div className="flex gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={approve}>
          Approuver
        </Button>
        {!refused && (
          <Button size="sm" variant="outline" onClick={() => setRefusing(true)}>
            Refuser
          </Button>
        )}
      </div>
      {refusing && (
        <RefuseProviderDialog
          providerId={provider.id}
          title="Refuser ce prestataire ?"
          description={`${provider.full_name || provider.email} ne pourra pas créer de salon. Vous pourrez l'approuver plus tard depuis l'onglet « Refusés ».`}
          confirmLabel="Refuser le prestataire"
          done={{ title: 'Prestataire refusé', description: 'La demande a été refusée.' }}
          failed="Une erreur est survenue lors de la modification du statut."
          onOpenChange={setRefusing}
        />
      )}
    </li>
  );
}
