import { Plus, X } from 'lucide-react';
import type { SalonDetail } from '@/shared/api-types';
import { VISIT_MAX_PARTS } from '@/shared/visit-slots';
import { ServiceOptions } from '@/web/components/service-options';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { EmployeeChoice, eligibleTeam } from './employee-choice';

/** A service of a visit after the first, with its person ('' for "Sans préférence"). */
export interface ExtraPart {
  serviceId: string;
  employeeId: string;
}

export const ADD_PART_LABEL = 'Ajouter une prestation';

/**
 * The services a client adds to the first one (docs/product.md#service-timing): "Ajouter une
 * prestation", each with its own "Avec qui ?" and a button to take it out; four services at most.
 * Every change clears the chosen time, since the visit's free times change with it.
 */
export function VisitParts({
  salon,
  parts,
  onChange,
}: {
  salon: SalonDetail;
  parts: readonly ExtraPart[];
  onChange: (parts: ExtraPart[]) => void;
}) {
  const replace = (index: number, part: ExtraPart) =>
    onChange(parts.map((current, at) => (at === index ? part : current)));
  return (
    <div className="grid gap-5">
      {parts.map((part, index) => {
        const number = index + 2;
        const service = salon.services.find((candidate) => candidate.id === part.serviceId);
        const members = eligibleTeam(salon.team, part.serviceId);
        const id = `booking-service-${number}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a part is its place in the visit
          <div key={index} className="grid gap-3 rounded-lg border p-3">
            <div className="flex items-end gap-2">
              <div className="grid flex-1 gap-2">
                <Label htmlFor={id}>Prestation {number}</Label>
                <NativeSelect
                  id={id}
                  value={part.serviceId}
                  onChange={(event) => {
                    const serviceId = event.target.value;
                    const stays = eligibleTeam(salon.team, serviceId).some(
                      (member) => member.id === part.employeeId,
                    );
                    replace(index, { serviceId, employeeId: stays ? part.employeeId : '' });
                  }}
                >
                  <option value="">Choisir un service</option>
                  <ServiceOptions services={salon.services} />
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
            {service && salon.team.length > 0 && (
              <EmployeeChoice
                id={`booking-employee-${number}`}
                label={`Avec qui pour « ${service.name} » ?`}
                members={members}
                value={members.some((member) => member.id === part.employeeId) ? part.employeeId : ''}
                onChange={(employeeId) => replace(index, { ...part, employeeId })}
              />
            )}
          </div>
        );
      })}
      {parts.length < VISIT_MAX_PARTS - 1 && (
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => onChange([...parts, { serviceId: '', employeeId: '' }])}
          >
            <Plus className="size-4" aria-hidden="true" />
            {ADD_PART_LABEL}
          </Button>
        </div>
      )}
    </div>
  );
}
