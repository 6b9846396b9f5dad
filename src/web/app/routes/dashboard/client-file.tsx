import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, Download, Mail, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { ClientFile } from '@/shared/api-types';
import { BOOKING_STATUS_LABELS } from '@/shared/booking-status';
import { ACCOUNT_BADGE, BOOKING_ORIGIN_LABELS, CLIENT_NOTE_MAX_LENGTH } from '@/shared/clients';
import { formatDate, formatPrice, formatShortDate, formatTime } from '@/shared/format';
import { OPT_OUT_LABELS } from '@/shared/message-labels';
import { pages } from '@/shared/pages';
import { formatPhone } from '@/shared/phone';
import { ClientNoteSchema } from '@/shared/schemas/clients';
import { AllergyBadge } from '@/web/components/allergy-badge';
import { ConfirmRemovalDialog } from '@/web/components/confirm-dialog';
import { PageHeader } from '@/web/components/layout/page-header';
import { PhoneLine } from '@/web/components/phone-line';
import { EmptyState, QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/textarea';
import {
  clientFileJsonUrl,
  useAddClientNote,
  useClient,
  useDeleteClient,
  useMergeClients,
} from '@/web/features/clients/api/clients';
import { EditClientDialog } from '@/web/features/clients/components/client-form-dialog';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

/** "Fiche client": one person of the owner's book, never shown to the person or to another owner. */
export function Component() {
  const { id = '' } = useParams();
  const file = useClient(id);
  usePageTitle(file.data ? `Fiche de ${file.data.fullName}` : 'Fiche client');
  return (
    <QueryState query={file} error="Ce client est introuvable dans votre carnet.">
      {(data) => <ClientFileView file={data} />}
    </QueryState>
  );
}

function ClientFileView({ file }: { file: ClientFile }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteClient();
  return (
    <>
      <PageHeader title={file.fullName} description="Fiche client">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            Modifier
          </Button>
          <Button variant="outline" asChild>
            <a href={clientFileJsonUrl(file.id)} download>
              <Download className="size-4" aria-hidden="true" />
              Exporter la fiche
            </a>
          </Button>
          <Button variant="outline" className="text-destructive" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Supprimer
          </Button>
        </div>
      </PageHeader>
      <p className="mb-4 text-sm">
        <Link to={pages.clients} className="text-primary underline underline-offset-4">
          Tous les clients
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>Contact</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            {file.hasAccount && (
              <div>
                <Badge variant="secondary">{ACCOUNT_BADGE}</Badge>
              </div>
            )}
            {file.phone ? (
              <PhoneLine phone={file.phone} />
            ) : (
              <p className="text-muted-foreground">Pas de numéro de téléphone</p>
            )}
            <PhoneReach file={file} />
            {file.email && (
              <p className="flex items-center gap-2 [overflow-wrap:anywhere]">
                <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {file.email}
              </p>
            )}
            <div>
              <h3 className="mt-2 font-medium">Allergies et contre-indications</h3>
              {file.allergies ? (
                <AllergyBadge allergies={file.allergies} />
              ) : (
                <p className="text-muted-foreground">Aucune indiquée</p>
              )}
            </div>
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>En bref</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Counter label="Visites" value={String(file.counters.visits)} />
              <Counter label="Absences" value={String(file.counters.absences)} />
              <Counter
                label="Dernière visite"
                value={file.lastVisitAt ? formatShortDate(file.lastVisitAt) : '—'}
              />
              <Counter label="Total dépensé" value={formatPrice(file.counters.totalSpent)} />
            </dl>
          </CardContent>
        </Card>
      </div>
      {file.possibleDuplicates.length > 0 && <Duplicates file={file} />}
      <History file={file} />
      <Notes file={file} />
      {editing && <EditClientDialog file={file} onOpenChange={setEditing} />}
      {deleting && (
        <ConfirmRemovalDialog
          title="Supprimer cette fiche ?"
          confirmLabel="Supprimer la fiche"
          remove={remove}
          id={file.id}
          onOpenChange={setDeleting}
          onRemoved={() => {
            toast.neutral('Fiche supprimée');
            navigate(pages.clients);
          }}
          onError={(error) => toastError(error, 'Impossible de supprimer cette fiche.')}
        >
          La fiche et ses notes seront supprimées. Les rendez-vous passés restent dans l'historique de vos
          salons, sans le nom de la personne.
        </ConfirmRemovalDialog>
      )}
    </>
  );
}

/**
 * What the salon knows of the number (decision 078): verified by the client's account, "Rappels par
 * WhatsApp" asked for, and the channels the number turned off by link, with their dates.
 */
function PhoneReach({ file }: { file: ClientFile }) {
  if (!file.phone) return null;
  return (
    <>
      {file.phoneVerified && (
        <p className="flex items-center gap-2">
          <BadgeCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          Numéro vérifié
        </p>
      )}
      {file.whatsappOffered && <p>Rappels par WhatsApp : {file.whatsappOptIn ? 'oui' : 'non'}</p>}
      {file.optOuts.map((optOut) => (
        <p key={optOut.channel} className="text-destructive">
          Ne reçoit plus de {OPT_OUT_LABELS[optOut.channel]} depuis le {formatDate(optOut.since)}
        </p>
      ))}
    </>
  );
}

function Counter({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}

/** Files that may be the same person: merged only when the owner says so. */
function Duplicates({ file }: { file: ClientFile }) {
  // A merged file leaves this list, and this list the page once it is empty: the toast belongs to
  // the request.
  const merge = useMergeClients(file.id, {
    onSuccess: () => toast.success('Fiches fusionnées'),
    onError: (error) => toastError(error, 'Impossible de fusionner ces fiches.'),
  });
  return (
    <section
      aria-labelledby="duplicates-title"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="duplicates-title" className="font-semibold text-amber-950">
        Même personne ?
      </h2>
      <p className="mb-2 text-sm text-amber-950">
        Ces fiches ont le même e-mail ou le même numéro. Fusionnez-les si c'est la même personne.
      </p>
      <ul className="grid gap-2">
        {file.possibleDuplicates.map((other) => (
          <li key={other.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="[overflow-wrap:anywhere]">
              {other.fullName}
              {other.phone ? ` · ${formatPhone(other.phone)}` : ''}
              {other.email ? ` · ${other.email}` : ''}
              {other.hasAccount ? ` · ${ACCOUNT_BADGE}` : ''}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={merge.isPending}
              onClick={() => merge.mutate(other.id)}
            >
              Fusionner avec cette fiche
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const HISTORY_COLUMNS = ['Date', 'Prestation', 'Employé', 'Prix', 'Statut', 'Origine'];

function History({ file }: { file: ClientFile }) {
  return (
    <section aria-labelledby="history-title" className="mt-6">
      <h2 id="history-title" className="mb-2 text-lg font-semibold">
        Historique
      </h2>
      {file.history.length === 0 ? (
        <EmptyState>Aucun rendez-vous pour le moment.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/40 text-left">
              <tr>
                {HISTORY_COLUMNS.map((name) => (
                  <th key={name} scope="col" className="p-2">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {file.history.map((row) => (
                <tr key={row.bookingId} className="border-t">
                  <td className="p-2 whitespace-nowrap">
                    {formatDate(row.startTime, row.timeZone)} {formatTime(row.startTime, row.timeZone)}
                  </td>
                  <td className="p-2">
                    {row.serviceName}
                    <span className="block text-xs text-muted-foreground">{row.salonName}</span>
                  </td>
                  <td className="p-2">{row.employeeName ?? '—'}</td>
                  <td className="p-2 whitespace-nowrap">{formatPrice(row.price)}</td>
                  <td className="p-2">{BOOKING_STATUS_LABELS[row.status]}</td>
                  <td className="p-2">{BOOKING_ORIGIN_LABELS[row.origin]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Notes({ file }: { file: ClientFile }) {
  const add = useAddClientNote(file.id);
  const form = useForm({ resolver: zodResolver(ClientNoteSchema), defaultValues: { body: '' } });
  const onSubmit = form.handleSubmit((input) =>
    add.mutateAsync(input).then(
      () => {
        form.reset({ body: '' });
        toast.success('Note ajoutée');
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Impossible d'ajouter cette note.");
      },
    ),
  );
  return (
    <section aria-labelledby="notes-title" className="mt-6">
      <h2 id="notes-title" className="mb-2 text-lg font-semibold">
        Notes
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">Visibles par vous seul, jamais par le client.</p>
      <form onSubmit={onSubmit} noValidate className="mb-4 grid max-w-2xl gap-2">
        <FormField id="client-note" label="Ajouter une note" error={form.formState.errors.body?.message}>
          <Textarea rows={3} maxLength={CLIENT_NOTE_MAX_LENGTH} {...form.register('body')} />
        </FormField>
        <div>
          <Button type="submit" disabled={add.isPending}>
            Ajouter la note
          </Button>
        </div>
      </form>
      {file.notes.length === 0 ? (
        <EmptyState>Aucune note pour le moment.</EmptyState>
      ) : (
        <ul className="grid max-w-2xl gap-3">
          {file.notes.map((note) => (
            <li key={note.id} className="rounded-lg border p-3 text-sm">
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{note.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {formatDate(note.createdAt)} à {formatTime(note.createdAt)} · {note.authorName}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
