import { useState } from 'react';
import type { AdminSalon } from '@/shared/api-types';
import { ApprovalBadge } from '@/web/components/approval-badge';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Pager } from '@/web/components/ui/pager';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useAdminSalons, useDeleteSalonAsAdmin, useSetApproval } from '../api/admin';
import { DeleteRowButton } from './delete-row-button';

export function SalonsManagement() {
  const [page, setPage] = useState(1);
  const salons = useAdminSalons(page);
  useErrorToast(salons.isError, 'Erreur', 'Impossible de charger la liste des salons.');
  return (
    <QueryState query={salons} error="Impossible de charger la liste des salons.">
      {(data) => (
        <div className="grid gap-3">
          {data.items.length === 0 && <p className="text-muted-foreground">Aucun salon.</p>}
          <ul className="grid gap-3">
            {data.items.map((salon) => (
              <SalonRow key={salon.id} salon={salon} />
            ))}
          </ul>
          <Pager page={page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
        </div>
      )}
    </QueryState>
  );
}

function SalonRow({ salon }: { salon: AdminSalon }) {
  const approval = useSetApproval();
  const remove = useDeleteSalonAsAdmin();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="min-w-0">
        <p className="font-medium">
          {salon.name} <ApprovalBadge approved={salon.isApproved} />
        </p>
        <p className="text-sm text-muted-foreground">{salon.address}</p>
        <p className="text-sm text-muted-foreground">
          {salon.owner.full_name} · {salon.owner.email}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant={salon.isApproved ? 'outline' : 'default'}
          disabled={approval.isPending}
          onClick={() =>
            approval.mutate(
              { id: salon.id, isApproved: !salon.isApproved },
              {
                onSuccess: () =>
                  salon.isApproved
                    ? toast.neutral('Salon refusé', { description: 'Le salon a été refusé avec succès.' })
                    : toast.success('Salon approuvé', {
                        description: 'Le salon a été approuvé avec succès.',
                      }),
                onError: () =>
                  toast.error('Erreur', { description: 'Impossible de mettre à jour le statut du salon.' }),
              },
            )
          }
        >
          {salon.isApproved ? 'Désapprouver' : 'Approuver'}
        </Button>
        <DeleteRowButton
          label={`Supprimer ${salon.name}`}
          title="Supprimer le salon ?"
          confirmLabel="Supprimer le salon"
          remove={remove}
          id={salon.id}
          onRemoved={() => toast.success('Salon supprimé')}
          onError={(error) =>
            error instanceof ApiError && error.status === 409
              ? toast.error('Impossible de supprimer', { description: error.message })
              : toast.error('Erreur', { description: 'Impossible de supprimer le salon.' })
          }
        >
          « {salon.name} » de {salon.owner.full_name} sera supprimé définitivement, avec ses services, ses
          horaires, ses employés, ses avis et sa photo. Un salon qui a des rendez-vous ne peut pas être
          supprimé.
        </DeleteRowButton>
      </div>
    </li>
  );
}
