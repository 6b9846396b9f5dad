import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminUser } from '@/shared/api-types';
import { passwordHint } from '@/shared/passwords';
import { ROLE_LABELS, ROLES, type Role } from '@/shared/roles';
import { CreateAdminSchema } from '@/shared/schemas/auth';
import { MODERATION_REASON_MAX_LENGTH } from '@/shared/schemas/moderation';
import { TwoFactorResetSchema } from '@/shared/schemas/two-factor';
import { UserAvatar } from '@/web/components/layout/user-avatar';
import { QueryState } from '@/web/components/query-state';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { Button, SubmitButton } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Pager } from '@/web/components/ui/pager';
import { ApiError } from '@/web/lib/api-client';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { cn } from '@/web/lib/utils';
import {
  useAdminUsers,
  useCreateAdmin,
  useDecideProvider,
  useDeleteUser,
  useResetTwoFactor,
  useSetRole,
} from '../api/admin';
import { DeleteRowButton } from './delete-row-button';
import { RefuseProviderDialog } from './refuse-provider-dialog';

const ROLE_BADGE: Record<Role, string> = {
  admin: 'bg-purple-100 text-purple-900',
  prestataire: 'bg-blue-100 text-blue-900',
  client: 'bg-gray-200 text-gray-800',
};
const date = new Intl.DateTimeFormat('fr-FR');

export function UsersManagement() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers(q, page);
  const [creating, setCreating] = useState(false);
  useErrorToast(users.isError, 'Erreur', 'Impossible de charger la liste des utilisateurs.');

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-2">
          <label htmlFor="user-search" className="text-sm font-medium">
            Rechercher un utilisateur
          </label>
          <Input
            id="user-search"
            type="search"
            placeholder="Nom ou e-mail"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
            className="w-72"
          />
        </div>
        <Button onClick={() => setCreating(true)}>Créer un administrateur</Button>
      </div>
      <QueryState
        query={users}
        error="Impossible de charger la liste des utilisateurs."
        isEmpty={(data) => data.items.length === 0}
        empty="Aucun utilisateur trouvé."
      >
        {(data) => (
          <>
            <table className="hidden w-full text-left text-sm lg:table [&_td]:pr-4 [&_th]:pr-4">
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th className="py-2">Photo</th>
                  <th>Nom</th>
                  <th>E-mail</th>
                  <th>Rôle</th>
                  <th>Inscription</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((user) => (
                  <tr key={user.id} className="border-b">
                    <td className="py-2">
                      <UserAvatar name={user.full_name} url={user.avatar_url} />
                    </td>
                    <td>{user.full_name || 'Sans nom'}</td>
                    <td>{user.email}</td>
                    <td>
                      <RoleBadge role={user.role} />
                    </td>
                    <td>{date.format(new Date(user.created_at))}</td>
                    <td>
                      <UserActions user={user} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="grid gap-3 lg:hidden">
              {data.items.map((user) => (
                // min-w-0: a long e-mail is cut with an ellipsis instead of widening the page.
                <li key={user.id} className="grid min-w-0 gap-2 rounded-lg border p-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <UserAvatar name={user.full_name} url={user.avatar_url} />
                    <div className="min-w-0">
                      <p className="truncate font-medium">{user.full_name || 'Sans nom'}</p>
                      <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                    </div>
                    <RoleBadge role={user.role} />
                  </div>
                  <p className="text-xs text-muted-foreground">
                    Inscrit le {date.format(new Date(user.created_at))}
                  </p>
                  <UserActions user={user} />
                </li>
              ))}
            </ul>
            <Pager page={page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
          </>
        )}
      </QueryState>
      {creating && <CreateAdminDialog onOpenChange={setCreating} />}
    </div>
  );
}

function RoleBadge({ role }: { role: Role }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', ROLE_BADGE[role])}>
      {ROLE_LABELS[role]}
    </span>
  );
}

function UserActions({ user }: { user: AdminUser }) {
  const session = useSession();
  const setRole = useSetRole();
  const remove = useDeleteUser();
  const [suspending, setSuspending] = useState(false);
  const [resetting, setResetting] = useState(false);
  const decide = useDecideProvider();
  const reactivate = () =>
    decide.mutate(
      { id: user.id, approve: true },
      {
        onSuccess: () =>
          toast.success('Prestataire réactivé', { description: 'Ses salons sont de nouveau visibles.' }),
        onError: (error) => toastError(error, 'Impossible de réactiver le prestataire.'),
      },
    );
  // One's own role and account cannot be changed here: no button that can only fail.
  if (session.status === 'signed-in' && session.user.id === user.id) {
    return <span className="text-xs text-muted-foreground">Votre compte</span>;
  }
  return (
    <div className="flex flex-wrap gap-1">
      {user.role === 'prestataire' && user.providerStatus === 'approved' && (
        <Button size="sm" variant="destructive" onClick={() => setSuspending(true)}>
          Suspendre
        </Button>
      )}
      {user.role === 'prestataire' && user.providerStatus === 'rejected' && (
        <Button size="sm" variant="outline" disabled={decide.isPending} onClick={reactivate}>
          Réactiver
        </Button>
      )}
      {suspending && <SuspendDialog user={user} onOpenChange={setSuspending} />}
      {user.twoFactorEnabled && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Réinitialiser la vérification en deux étapes de ${user.email}`}
          onClick={() => setResetting(true)}
        >
          Réinitialiser la 2FA
        </Button>
      )}
      {resetting && <ResetTwoFactorDialog user={user} onOpenChange={setResetting} />}
      {ROLES.filter((role) => role !== user.role).map((role) => (
        <Button
          key={role}
          size="sm"
          variant="outline"
          disabled={setRole.isPending}
          onClick={() =>
            setRole.mutate(
              { id: user.id, role },
              {
                onSuccess: () =>
                  toast.success('Rôle mis à jour', {
                    description: `${user.email} est maintenant ${ROLE_LABELS[role].toLowerCase()}.`,
                  }),
                onError: (error) =>
                  toastError(error, "Impossible de mettre à jour le rôle de l'utilisateur."),
              },
            )
          }
        >
          {ROLE_LABELS[role]}
        </Button>
      ))}
      <DeleteRowButton
        label={`Supprimer ${user.email}`}
        title="Supprimer ce compte ?"
        confirmLabel="Supprimer le compte"
        remove={remove}
        id={user.id}
        closeOnError
        onRemoved={() =>
          toast.success('Utilisateur supprimé', {
            description: "L'utilisateur a été supprimé avec succès.",
          })
        }
        onError={(error) => {
          if (error instanceof ApiError && error.status === 409)
            toast.error('Suppression impossible', { description: error.message });
          else toast.error('Erreur', { description: "Impossible de supprimer l'utilisateur." });
        }}
      >
        Le compte de {user.full_name || user.email} ({user.email}) sera supprimé définitivement, avec son
        profil, sa photo, ses sessions, ses notifications et ses avis. Ses rendez-vous passés restent dans
        l'historique des salons, sans son nom. Un prestataire qui possède des salons ne peut pas être
        supprimé.
      </DeleteRowButton>
    </div>
  );
}

/** A lost phone: the account signs in with its password alone until it enrols again; the reason is logged. */
function ResetTwoFactorDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser;
  onOpenChange: (open: boolean) => void;
}) {
  const reset = useResetTwoFactor();
  return (
    <ReasonDialog
      id="reset-two-factor-reason"
      title="Réinitialiser la vérification en deux étapes ?"
      description={`${user.full_name || user.email} se connectera avec son seul mot de passe jusqu’à une nouvelle activation, et ses sessions ouvertes seront fermées. Le motif est conservé dans le journal de sécurité.`}
      label="Motif"
      maxLength={MODERATION_REASON_MAX_LENGTH}
      schema={TwoFactorResetSchema}
      confirmLabel="Réinitialiser"
      pending={reset.isPending}
      onOpenChange={onOpenChange}
      onConfirm={(reason) =>
        reset.mutate(
          { id: user.id, reason: reason ?? '' },
          {
            onSuccess: () => {
              toast.success('Vérification en deux étapes réinitialisée', {
                description: `${user.email} devra l’activer de nouveau.`,
              });
              onOpenChange(false);
            },
            onError: (error) =>
              toastError(error, 'Impossible de réinitialiser la vérification en deux étapes.'),
          },
        )
      }
    />
  );
}

/** Suspending says what it does before it is done: salons hidden, upcoming bookings cancelled. */
function SuspendDialog({ user, onOpenChange }: { user: AdminUser; onOpenChange: (open: boolean) => void }) {
  return (
    <RefuseProviderDialog
      providerId={user.id}
      title="Suspendre ce prestataire ?"
      description={`${user.full_name || user.email} ne pourra plus modifier ses salons, qui disparaîtront du site. Ses rendez-vous à venir seront annulés et ses clients prévenus par notification et par e-mail. Vous pourrez le réactiver plus tard : ses salons reviendront, pas les rendez-vous annulés.`}
      confirmLabel="Suspendre le prestataire"
      done={{
        title: 'Prestataire suspendu',
        description: 'Ses salons ne sont plus visibles et ses clients sont prévenus.',
      }}
      failed="Impossible de suspendre le prestataire."
      onOpenChange={onOpenChange}
    />
  );
}

const createAdminResolver = zodResolver(CreateAdminSchema);

function CreateAdminDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const create = useCreateAdmin();
  const form = useForm({
    resolver: createAdminResolver,
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => {
        toast.success('Administrateur créé', {
          description: `${form.getValues('email')} peut maintenant se connecter.`,
        });
        onOpenChange(false);
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Impossible de créer l'administrateur.");
      },
    ),
  );
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title="Créer un administrateur"
        description="Le nouvel administrateur se connectera avec cet e-mail et ce mot de passe."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="admin-name" label="Nom complet" error={errors.fullName?.message}>
            <Input {...form.register('fullName')} />
          </FormField>
          <FormField id="admin-email" label="Email" error={errors.email?.message}>
            <Input type="email" {...form.register('email')} />
          </FormField>
          <FormField
            id="admin-password"
            label="Mot de passe"
            error={errors.password?.message}
            hint={passwordHint(form.watch('password'))}
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <SubmitButton pending={create.isPending} pendingLabel="Création en cours...">
            Créer un administrateur
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
