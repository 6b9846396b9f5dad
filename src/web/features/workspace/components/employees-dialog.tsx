import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { UserAvatar } from '@/web/components/layout/user-avatar';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { imageFileProblem } from '@/web/lib/image-file';
import { toast } from '@/web/lib/toast';
import {
  type Employee,
  type MySalon,
  useDeleteEmployee,
  useEmployees,
  useSaveEmployee,
  useUploadEmployeeAvatar,
} from '../api/workspace';

export function EmployeesDialog({
  salon,
  open,
  onOpenChange,
}: {
  salon: MySalon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const employees = useEmployees(salon.id);
  const remove = useDeleteEmployee();
  const [editing, setEditing] = useState<Employee | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Employés de ${salon.name}`} className="max-w-2xl">
        {employees.isPending ? (
          <Spinner />
        ) : employees.isError ? (
          <p role="alert" className="text-destructive">
            Impossible de charger les employés.
          </p>
        ) : (
          <ul className="divide-y rounded-md border">
            {employees.data.items.length === 0 && (
              <li className="p-3 text-sm text-muted-foreground">Aucun employé pour le moment.</li>
            )}
            {employees.data.items.map((employee) => (
              <li key={employee.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="flex items-center gap-3">
                  <UserAvatar name={employee.fullName} url={employee.avatarUrl} />
                  <span className="font-medium">{employee.fullName}</span>{' '}
                  <span className="text-sm text-muted-foreground">
                    · {employee.position}
                    {employee.email && ` · ${employee.email}`}
                    {employee.phone && ` · ${employee.phone}`}
                  </span>
                </span>
                <span className="flex gap-2">
                  <EmployeePhotoButton employee={employee} />
                  <Button size="sm" variant="outline" onClick={() => setEditing(employee)}>
                    Modifier
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive"
                    onClick={() =>
                      remove.mutate(employee.id, {
                        onSuccess: () => toast.success('Employé retiré'),
                        onError: (error) =>
                          toast.error('Erreur', {
                            description: errorMessage(error, "Impossible de retirer l'employé."),
                          }),
                      })
                    }
                  >
                    Retirer
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <EmployeeForm
          key={editing?.id ?? 'new'}
          salonId={salon.id}
          employee={editing}
          onDone={() => setEditing(null)}
        />
      </DialogContent>
    </Dialog>
  );
}

function EmployeeForm({
  salonId,
  employee,
  onDone,
}: {
  salonId: string;
  employee: Employee | null;
  onDone: () => void;
}) {
  const [fields, setFields] = useState({
    fullName: employee?.fullName ?? '',
    position: employee?.position ?? '',
    email: employee?.email ?? '',
    phone: employee?.phone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEmployee(salonId);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: employee?.id, ...fields },
      {
        onSuccess: () => {
          toast.success(employee ? 'Employé modifié' : 'Employé ajouté');
          setFields({ fullName: '', position: '', email: '', phone: '' });
          setErrors({});
          onDone();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fields : {});
          toast.error('Erreur', { description: errorMessage(error, "Impossible d'enregistrer l'employé.") });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-md border p-4">
      <p className="font-semibold">{employee ? "Modifier l'employé" : 'Ajouter un employé'}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="employee-name" label="Nom complet" error={errors.fullName}>
          <Input
            id="employee-name"
            value={fields.fullName}
            onChange={set('fullName')}
            aria-invalid={!!errors.fullName}
          />
        </FormField>
        <FormField id="employee-position" label="Poste" error={errors.position}>
          <Input
            id="employee-position"
            value={fields.position}
            onChange={set('position')}
            aria-invalid={!!errors.position}
          />
        </FormField>
        <FormField id="employee-email" label="E-mail (optionnel)" error={errors.email}>
          <Input
            id="employee-email"
            type="email"
            value={fields.email}
            onChange={set('email')}
            aria-invalid={!!errors.email}
          />
        </FormField>
        <FormField id="employee-phone" label="Téléphone (optionnel)" error={errors.phone}>
          <Input
            id="employee-phone"
            type="tel"
            value={fields.phone}
            onChange={set('phone')}
            aria-invalid={!!errors.phone}
          />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {employee ? 'Enregistrer' : 'Ajouter'}
        </Button>
        {employee && (
          <Button variant="ghost" onClick={onDone}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  );
}

function EmployeePhotoButton({ employee }: { employee: Employee }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadEmployeeAvatar(employee.id);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return toast.error('Erreur', { description: problem });
    upload.mutate(file, {
      onSuccess: () => toast.success('Photo enregistrée'),
      onError: (error) =>
        toast.error('Erreur', {
          description: errorMessage(error, "Erreur lors du téléchargement de l'image."),
        }),
    });
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={`Photo de ${employee.fullName}`}
        // Reached through the visible button: an invisible stop in the tab order would lose the focus.
        tabIndex={-1}
        onChange={onFile}
      />
      <Button size="sm" variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
        Photo
      </Button>
    </>
  );
}
