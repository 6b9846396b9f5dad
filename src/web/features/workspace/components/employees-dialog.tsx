import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Employee } from '@/shared/api-types';
import { formatPhone } from '@/shared/phone';
import { EmployeeSchema } from '@/shared/schemas/workspace';
import { EditableListDialog, ItemForm, useItemForm } from '@/web/components/editable-list-dialog';
import { ImagePickerButton } from '@/web/components/image-picker-button';
import { UserAvatar } from '@/web/components/layout/user-avatar';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useDeleteEmployee, useEmployees, useSaveEmployee, useUploadEmployeeAvatar } from '../api/workspace';
import { EmployeeAbsencesDialog } from './employee-absences-dialog';
import { EmployeeScheduleDialog } from './employee-schedule-dialog';
import { ModerationNote } from './moderation-note';
import type { SalonDialogProps } from './salon-dialog-props';

/** One employee's "Horaires et services" or "Absences", shown in place of the list. */
type Panel = { kind: 'schedule' | 'absences'; employee: Employee };

export function EmployeesDialog({ salon, open, onOpenChange }: SalonDialogProps) {
  const employees = useEmployees(salon.id);
  const remove = useDeleteEmployee();
  const [panel, setPanel] = useState<Panel | null>(null);
  if (panel) {
    const Shown = panel.kind === 'schedule' ? EmployeeScheduleDialog : EmployeeAbsencesDialog;
    return (
      <Shown
        salonId={salon.id}
        employee={panel.employee}
        open={open}
        onOpenChange={onOpenChange}
        onBack={() => setPanel(null)}
      />
    );
  }
  return (
    <EditableListDialog
      title={`Employés de ${salon.name}`}
      open={open}
      onOpenChange={onOpenChange}
      list={employees}
      loadError="Impossible de charger les employés."
      empty="Aucun employé pour le moment."
      renderItem={(employee) => (
        <span className="flex min-w-0 items-center gap-3">
          <UserAvatar name={employee.fullName} url={employee.avatarUrl} />
          <span className="font-medium">{employee.fullName}</span>{' '}
          {/* A long e-mail address breaks rather than widening the dialog past a phone's screen. */}
          <span className="min-w-0 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            · {employee.position}
            {employee.email && ` · ${employee.email}`}
            {employee.phone && ` · ${formatPhone(employee.phone)}`}
            <ModerationNote
              moderation={employee.moderation}
              pending={employee.pendingChanges && pendingText(employee)}
              noun="employé"
            />
          </span>
        </span>
      )}
      renderActions={(employee) => (
        <>
          <EmployeePhotoButton employee={employee} />
          <Button
            size="sm"
            variant="outline"
            aria-label={`Horaires et services de ${employee.fullName}`}
            onClick={() => setPanel({ kind: 'schedule', employee })}
          >
            Horaires et services
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Absences de ${employee.fullName}`}
            onClick={() => setPanel({ kind: 'absences', employee })}
          >
            Absences
          </Button>
        </>
      )}
      remove={{
        label: 'Retirer',
        mutate: remove.mutate,
        done: 'Employé retiré',
        failed: "Impossible de retirer l'employé.",
        confirm: (employee) => ({
          title: `Retirer ${employee.fullName} ?`,
          text: `${employee.fullName} ne sera plus proposé(e) aux clients ; ses horaires, ses services, ses absences et sa photo seront supprimés. Ses rendez-vous passés restent dans l'historique du salon. Une personne qui a des rendez-vous à venir ne peut pas être retirée.`,
          label: 'Retirer de l’équipe',
        }),
      }}
      renderForm={(employee, onDone) => (
        <EmployeeForm salonId={salon.id} employee={employee} onDone={onDone} />
      )}
    />
  );
}

const resolver = zodResolver(EmployeeSchema);

function EmployeeForm({
  salonId,
  employee,
  onDone,
}: {
  salonId: string;
  employee: Employee | null;
  onDone: () => void;
}) {
  const save = useSaveEmployee(salonId);
  const { form, onSubmit, submitting } = useItemForm({
    resolver,
    defaultValues: {
      // The version waiting for an admin, if any: saving the phone must not withdraw it.
      fullName: employee?.pendingChanges?.fullName ?? employee?.fullName ?? '',
      position: employee?.pendingChanges?.position ?? employee?.position ?? '',
      email: employee?.email ?? '',
      phone: employee?.phone ? formatPhone(employee.phone) : '',
    },
    save: (values, key) => save.mutateAsync({ id: employee?.id, key, ...values }),
    editing: employee !== null,
    messages: {
      added: 'Employé ajouté',
      edited: 'Employé modifié',
      failed: "Impossible d'enregistrer l'employé.",
    },
    onDone,
  });
  const { errors } = form.formState;
  return (
    <ItemForm
      heading={employee ? "Modifier l'employé" : 'Ajouter un employé'}
      editing={employee !== null}
      pending={submitting}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="employee-name" label="Nom complet" error={errors.fullName?.message}>
          <Input {...form.register('fullName')} />
        </FormField>
        <FormField id="employee-position" label="Poste" error={errors.position?.message}>
          <Input {...form.register('position')} />
        </FormField>
        <FormField id="employee-email" label="E-mail (optionnel)" error={errors.email?.message}>
          <Input type="email" {...form.register('email')} />
        </FormField>
        <FormField id="employee-phone" label="Téléphone (optionnel)" error={errors.phone?.message}>
          <Input type="tel" {...form.register('phone')} />
        </FormField>
      </div>
    </ItemForm>
  );
}

/** The name, position and photo waiting for an admin, as the owner reads them. */
function pendingText(employee: Employee): string {
  const pending = employee.pendingChanges;
  if (!pending) return '';
  const photo = pending.avatarUrl !== employee.avatarUrl ? ', nouvelle photo' : '';
  return `« ${pending.fullName} », ${pending.position}${photo}`;
}

function EmployeePhotoButton({ employee }: { employee: Employee }) {
  const upload = useUploadEmployeeAvatar(employee.id);
  return (
    <ImagePickerButton
      label={`Photo de ${employee.fullName}`}
      upload={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
      success="Photo enregistrée"
      size="sm"
      variant="outline"
    >
      Photo
    </ImagePickerButton>
  );
}
