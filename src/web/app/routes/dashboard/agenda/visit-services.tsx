import { Plus, X } from 'lucide-react';
import type { Agenda, ManagedService } from '@/shared/api-types';
import { VISIT_MAX_PARTS } from '@/shared/visit-slots';
import { ServiceOptions } from '@/web/components/service-options';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { performsService } from '@/web/features/agenda/agenda-layout';

/** A service the salon adds after the first, with its person ('' for the first service's). */
export interface VisitService {
  serviceId: string;
  employeeId: string;
}

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
  parts: readonly VisitService[];
  onChange: (parts: VisitService[]) => void;
}) {
  const replace = (index: number, part: VisitService) =>
    onChange(parts.map((current, at) => (at === index ? part : current)));
  return (
    <div className="grid gap-3">
      {parts.map((part, index) => {
        const number = index + 2;
        const personId = part.employeeId || firstEmployeeId;
        const person = agenda.employees.find((candidate) => candidate.id === personId);
        const offered = services.filter((service) => !person || performsService(person, service.id));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a service is its place in the visit
          <div key={index} className="grid gap-2 rounded-md border p-3">
            <div className="flex items-end gap-2">
              <div className="grid flex-1 gap-2">
                <Label htmlFor={`appointment-service-${number}`}>Prestation {number}</Label>
                <NativeSelect
                  id={`appointment-service-${number}`}
                  value={part.serviceId}
                  onChange={(event) => replace(index, { ...part, serviceId: event.target.value })}
                >
                  <option value="">Choisir une prestation</option>
                  <ServiceOptions services={offered} />
                </NativeSelect>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Retirer la prestation ${number}`}
                onClick={() => onChange(parts.filter((_, at) => at !== index))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </div>
            {agenda.employees.length > 0 && (
              <div className="grid gap-2">
                <Label htmlFor={`appointment-employee-${number}`}>Employé de la prestation {number}</Label>
                <NativeSelect
                  id={`appointment-employee-${number}`}
                  value={personId ?? ''}
                  onChange={(event) => replace(index, { ...part, employeeId: event.target.value })}
                >
                  {agenda.employees.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.fullName}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          </div>
        );
      })}
      {parts.length < VISIT_MAX_PARTS - 1 && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange([...parts, { serviceId: '', employeeId: '' }])}
          >
            <Plus className="size-4" aria-hidden="true" />
            Ajouter une prestation
          </Button>
        </div>
      )}
    </div>
  );
}
