import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Agenda, ClientSummary } from '@/shared/api-types';
import {
  BOOKING_ORIGIN_LABELS,
  CLIENT_SEARCH_LIMIT,
  SALON_BOOKING_ORIGINS,
  SALON_NOTE_MAX_LENGTH,
} from '@/shared/clients';
import { isPackageVisit } from '@/shared/packages';
import { formatPhone } from '@/shared/phone';
import { type AppointmentFormInput, AppointmentFormSchema } from '@/shared/schemas/clients';
import { fromWallClock, minutesOf, timeOf, toWallClock } from '@/shared/time-zone';
import { AllergyBadge } from '@/web/components/allergy-badge';
import type { ExtraService } from '@/web/components/extra-services';
import {
  PackageOptions,
  packageOfOption,
  packageOption,
  ServiceOptions,
} from '@/web/components/service-options';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { performsService } from '@/web/features/agenda/agenda-layout';
import { useCreateAppointment } from '@/web/features/agenda/api/agenda';
import { useClientSearch } from '@/web/features/clients/api/clients';
import { usePackages, useServices } from '@/web/features/workspace/api/workspace';
import { ApiError } from '@/web/lib/api-client';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useSubmission } from '@/web/lib/use-submission';
import { VisitServices } from './visit-services';

/** Where the owner clicked (or now, for a walk-in), for whom: the dialog's starting values. */
export interface AppointmentRequest {
  employeeId: string | null;
  /** ISO instant. */
  start: string;
  walkIn?: boolean;
}

/** Refusals the dialog shows next to the fields, the typed values kept. */
const IN_FORM = new Set(['slot_taken', 'outside_hours', 'employee_absent', 'employee_unavailable']);

/**
 * "Nouveau rendez-vous" from the agenda, and "Client de passage" (docs/product.md#client-file): the
 * client (a file found by name or number, a new one, or a walk-in), the service, the employee, the
 * day and time to the five minutes, where it came from, a note for the salon and whether the client
 * is told (by e-mail, else by SMS). Confirmed at once by the API under the same rules as an online booking; a time outside
 * the employee's hours is added only after "Ajouter quand même".
 */
export function AppointmentDialog({
  agenda,
  request,
  onOpenChange,
  onBlockInstead,
}: {
  agenda: Agenda;
  request: AppointmentRequest;
  onOpenChange: (open: boolean) => void;
  /** "Bloquer ce créneau" instead, from the same place. */
  onBlockInstead?: () => void;
}) {
  const zone = agenda.timeZone;
  const services = useServices(agenda.salonId);
  const packages = usePackages(agenda.salonId);
  const create = useCreateAppointment(agenda.salonId);
  const submission = useSubmission();
  const wall = toWallClock(new Date(request.start), zone);
  // A walk-in starts now, on the five minutes just passed.
  const minutes = request.walkIn ? wall.minutes - (wall.minutes % 5) : wall.minutes;
  const form = useForm<AppointmentFormInput>({
    resolver: zodResolver(AppointmentFormSchema),
    defaultValues: {
      client: request.walkIn
        ? { kind: 'walk_in', fullName: '' }
        : { kind: 'new', fullName: '', phone: '', email: '' },
      serviceId: '',
      employeeId: request.employeeId,
      date: wall.date,
      time: timeOf(minutes),
      origin: request.walkIn ? 'walk_in' : 'phone',
      salonNote: '',
      // Ticked as soon as the client can be reached (an e-mail, else a number for SMS): the box is
      // disabled without either.
      notifyClient: true,
    },
  });
  const [chosen, setChosen] = useState<ClientSummary | null>(null);
  // A visit: the services after the first.
  const [extras, setExtras] = useState<ExtraService[]>([]);
  // A package holds while the visit is its services in its order (docs/product.md#packages).
  const [packageId, setPackageId] = useState('');
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const { errors } = form.formState;
  const client = form.watch('client');
  const employeeId = form.watch('employeeId');
  const employee = agenda.employees.find((candidate) => candidate.id === employeeId);
  const offered = (services.data?.items ?? []).filter(
    (service) => agenda.employees.length === 0 || !employee || performsService(employee, service.id),
  );
  const serviceId = form.watch('serviceId');
  const offeredPackages = (packages.data?.items ?? [])
    .filter((item) => offered.some((service) => service.id === item.serviceIds[0]))
    .map((item) => ({
      ...item,
      duration: item.serviceIds.reduce(
        (sum, id) => sum + (services.data?.items.find((service) => service.id === id)?.duration ?? 0),
        0,
      ),
    }));
  const chosenPackage = offeredPackages.find(
    (item) =>
      item.id === packageId &&
      isPackageVisit(item.serviceIds, [
        serviceId,
        ...extras.filter((part) => part.serviceId).map((part) => part.serviceId),
      ]),
  );
  const clientErrors = errors.client as
    | Partial<Record<'fullName' | 'phone' | 'email' | 'id', { message?: string }>>
    | undefined;
  const hasEmail =
    client.kind === 'existing'
      ? Boolean(chosen?.email)
      : client.kind === 'new' && Boolean(client.email?.trim());
  // Without an e-mail the confirmation and the reminders go by SMS (decision 078).
  const hasPhone =
    client.kind === 'existing'
      ? Boolean(chosen?.phone)
      : client.kind === 'new' && Boolean(client.phone?.trim());
  const reachable = hasEmail || hasPhone;

  const send = (outsideHours: boolean) =>
    form.handleSubmit((input) =>
      submission.run(async () => {
        setRefusal(null);
        const start = fromWallClock(input.date, minutesOf(input.time), zone);
        if (!start) {
          form.setError('time', { message: "Cette heure n'existe pas ce jour-là (changement d'heure)." });
          return;
        }
        const { date: _date, time: _time, ...rest } = input;
        await create
          .mutateAsync({
            ...rest,
            notifyClient: reachable && input.notifyClient,
            start: start.toISOString(),
            outsideHours,
            followedBy: extras
              .filter((part) => part.serviceId)
              .map((part) => ({ serviceId: part.serviceId, employeeId: part.employeeId || null })),
            packageId: chosenPackage?.id ?? null,
          })
          .then(
            () => {
              toast.success('Rendez-vous ajouté');
              onOpenChange(false);
            },
            (error: unknown) => {
              if (error instanceof ApiError && IN_FORM.has(error.code)) {
                setRefusal({ code: error.code, message: error.message });
                return;
              }
              applyFieldErrors(error, form.setError);
              toastError(error, "Impossible d'ajouter ce rendez-vous.");
            },
          );
      }),
    )();

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={request.walkIn ? 'Client de passage' : 'Nouveau rendez-vous'}
        description={
          request.walkIn
            ? 'Le client est là : le rendez-vous commence maintenant.'
            : 'Pris par téléphone, sur place ou par message : confirmé aussitôt.'
        }
      >
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          {client.kind === 'walk_in' ? (
            <FormField
              id="appointment-walk-in-name"
              label="Nom (facultatif)"
              error={clientErrors?.fullName?.message}
            >
              <Input autoComplete="off" {...form.register('client.fullName')} />
            </FormField>
          ) : (
            <ClientPicker
              chosen={client.kind === 'existing' ? chosen : null}
              errors={clientErrors}
              register={form.register}
              onChoose={(summary) => {
                setChosen(summary);
                form.setValue('client', { kind: 'existing', id: summary.id });
                form.setValue('notifyClient', Boolean(summary.email || summary.phone));
              }}
              onCreate={() => {
                setChosen(null);
                form.setValue('client', { kind: 'new', fullName: '', phone: '', email: '' });
              }}
            />
          )}
          {agenda.employees.length > 0 && (
            <FormField id="appointment-employee" label="Employé" error={errors.employeeId?.message}>
              <NativeSelect
                value={employeeId ?? ''}
                onChange={(event) => form.setValue('employeeId', event.target.value || null)}
              >
                {agenda.employees.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.fullName}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <FormField id="appointment-service" label="Prestation" error={errors.serviceId?.message}>
            <NativeSelect
              value={chosenPackage ? packageOption(chosenPackage.id) : serviceId}
              onChange={(event) => {
                const picked = packageOfOption(event.target.value, offeredPackages);
                setPackageId(picked?.id ?? '');
                // A package brings its services; leaving one for a service leaves its services too.
                if (picked) {
                  setExtras(picked.serviceIds.slice(1).map((id) => ({ serviceId: id, employeeId: '' })));
                } else if (chosenPackage) {
                  setExtras([]);
                }
                form.setValue('serviceId', picked ? (picked.serviceIds[0] ?? '') : event.target.value, {
                  shouldValidate: form.formState.isSubmitted,
                });
              }}
            >
              <option value="">Choisir une prestation</option>
              <ServiceOptions services={offered} />
              <PackageOptions packages={offeredPackages} />
            </NativeSelect>
          </FormField>
          <VisitServices
            agenda={agenda}
            services={services.data?.items ?? []}
            firstEmployeeId={employeeId ?? null}
            parts={extras}
            onChange={setExtras}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="appointment-date" label="Date" error={errors.date?.message}>
              <Input type="date" {...form.register('date')} />
            </FormField>
            <FormField id="appointment-time" label="Heure" error={errors.time?.message}>
              <Input type="time" step={300} {...form.register('time')} />
            </FormField>
          </div>
          <FormField id="appointment-origin" label="Origine" error={errors.origin?.message}>
            <NativeSelect {...form.register('origin')}>
              {SALON_BOOKING_ORIGINS.map((origin) => (
                <option key={origin} value={origin}>
                  {BOOKING_ORIGIN_LABELS[origin]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="appointment-note" label="Note pour le salon" error={errors.salonNote?.message}>
            <Textarea rows={2} maxLength={SALON_NOTE_MAX_LENGTH} {...form.register('salonNote')} />
          </FormField>
          {client.kind !== 'walk_in' && (
            <Controller
              control={form.control}
              name="notifyClient"
              render={({ field }) => (
                <div className="flex items-start gap-2">
                  <Checkbox
                    id="appointment-notify"
                    checked={reachable && (field.value ?? false)}
                    disabled={!reachable}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <Label htmlFor="appointment-notify" className="leading-5">
                    Envoyer la confirmation et les rappels au client
                    {!reachable && (
                      <span className="block text-xs text-muted-foreground">
                        Le client n'a ni e-mail ni numéro.
                      </span>
                    )}
                    {!hasEmail && hasPhone && (
                      <span className="block text-xs text-muted-foreground">
                        Par SMS : le client n'a pas d'e-mail.
                      </span>
                    )}
                  </Label>
                </div>
              )}
            />
          )}
          {refusal && (
            <div
              role="alert"
              className="grid gap-2 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive"
            >
              <p>{refusal.message}</p>
              {refusal.code === 'outside_hours' && (
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={submission.running}
                    onClick={() => void send(true)}
                  >
                    Ajouter quand même
                  </Button>
                </div>
              )}
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {onBlockInstead && (
              <Button type="button" variant="ghost" className="mr-auto" onClick={onBlockInstead}>
                Bloquer ce créneau
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Retour
            </Button>
            <Button type="submit" disabled={submission.running}>
              Enregistrer le rendez-vous
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** "Client": the book searched by name or number, a match chosen, or "Nouveau client" typed in. */
function ClientPicker({
  chosen,
  errors,
  register,
  onChoose,
  onCreate,
}: {
  chosen: ClientSummary | null;
  errors: Partial<Record<'fullName' | 'phone' | 'email' | 'id', { message?: string }>> | undefined;
  register: ReturnType<typeof useForm<AppointmentFormInput>>['register'];
  onChoose: (client: ClientSummary) => void;
  onCreate: () => void;
}) {
  const [query, setQuery] = useState('');
  const found = useClientSearch(query);
  if (chosen) {
    return (
      <div className="grid gap-1 rounded-md border p-3 text-sm">
        <span className="font-medium">Client : {chosen.fullName}</span>
        {chosen.phone && <span className="text-muted-foreground">{formatPhone(chosen.phone)}</span>}
        {chosen.allergies && <AllergyBadge allergies={chosen.allergies} />}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onCreate}>
            Changer de client
          </Button>
        </div>
      </div>
    );
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Client</legend>
      <FormField
        id="appointment-client-search"
        label="Rechercher un client"
        hint="Nom ou numéro, écrit comme vous voulez."
      >
        <Input
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </FormField>
      {query.trim() && found.data && (
        <ul aria-label="Clients trouvés" className="grid max-h-48 gap-1 overflow-y-auto">
          {found.data.items.slice(0, CLIENT_SEARCH_LIMIT).map((match) => (
            <li key={match.id}>
              <button
                type="button"
                className="flex w-full flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-muted"
                onClick={() => onChoose(match)}
              >
                <span className="font-medium">{match.fullName}</span>
                {match.phone && <span className="text-muted-foreground">{formatPhone(match.phone)}</span>}
                {match.allergies && <AllergyBadge allergies={match.allergies} compact />}
              </button>
            </li>
          ))}
          {found.data.items.length === 0 && (
            <li className="text-sm text-muted-foreground">Aucun client trouvé.</li>
          )}
        </ul>
      )}
      <p className="flex items-center gap-2 text-sm font-medium">
        <UserPlus className="size-4" aria-hidden="true" />
        Nouveau client
      </p>
      <FormField id="appointment-client-name" label="Prénom et nom" error={errors?.fullName?.message}>
        <Input autoComplete="off" {...register('client.fullName')} />
      </FormField>
      <FormField id="appointment-client-phone" label="Téléphone" error={errors?.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="off" {...register('client.phone')} />
      </FormField>
      <FormField id="appointment-client-email" label="E-mail (facultatif)" error={errors?.email?.message}>
        <Input type="email" autoComplete="off" {...register('client.email')} />
      </FormField>
    </fieldset>
  );
}
