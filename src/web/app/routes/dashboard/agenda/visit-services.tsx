import type { Agenda, ManagedService } from '@/shared/api-types';
import { type ExtraService, ExtraServices } from '@/web/components/extra-services';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { performsService } from '@/web/features/agenda/agenda-layout';

/**
 * "Nouveau rendez-vous" for a visit (docs/product.md#service-timing): the services after the first,
 * each performed, one after the other, by the first one's person unless another is chosen.
 */
export function VisitServices({
  agenda,
  services,
  firstEmployeeId,
  parts,
  onChange,
}: {
  agenda: Agenda;
  services: readonly ManagedService[];
  firstEmployeeId: string | null;
  parts: readonly ExtraService[];
  onChange: (parts: ExtraService[]) => void;
}) {
  const personOf = (part: ExtraService) => part.employeeId || firstEmployeeId;
  return (
    <ExtraServices
      compact
      idPrefix="appointment-service"
      placeholder="Choisir une prestation"
      parts={parts}
      onChange={onChange}
      servicesOf={(part) => {
        const person = agenda.employees.find((candidate) => candidate.id === personOf(part));
        return services.filter((service) => !person || performsService(person, service.id));
      }}
      person={(part, number, change) =>
        agenda.employees.length > 0 && (
          <div className="grid gap-2">
            <Label htmlFor={`appointment-employee-${number}`}>Employé de la prestation {number}</Label>
            <NativeSelect
              id={`appointment-employee-${number}`}
              value={personOf(part) ?? ''}
              onChange={(event) => change({ ...part, employeeId: event.target.value })}
            >
              {agenda.employees.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.fullName}
                </option>
              ))}
            </NativeSelect>
          </div>
        )
      }
    />
  );
}
