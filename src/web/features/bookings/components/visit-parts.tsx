import type { SalonDetail } from '@/shared/api-types';
import { type ExtraService, ExtraServices } from '@/web/components/extra-services';
import { EmployeeChoice, eligibleTeam } from './employee-choice';

/**
 * The services a client adds to the first one on the booking page (docs/product.md#service-timing),
 * each with its own "Avec qui ?". The page clears the chosen time on every change, since the visit's
 * free times change with it.
 */
export function VisitParts({
  salon,
  parts,
  onChange,
}: {
  salon: SalonDetail;
  parts: readonly ExtraService[];
  onChange: (parts: ExtraService[]) => void;
}) {
  return (
    <ExtraServices
      idPrefix="booking-service"
      placeholder="Choisir un service"
      parts={parts}
      onChange={onChange}
      servicesOf={() => salon.services}
      // The chosen person stays only if they perform the new service.
      withService={(part, serviceId) => ({
        serviceId,
        employeeId: eligibleTeam(salon.team, serviceId).some((member) => member.id === part.employeeId)
          ? part.employeeId
          : '',
      })}
      person={(part, number, change) => {
        const service = salon.services.find((candidate) => candidate.id === part.serviceId);
        const members = eligibleTeam(salon.team, part.serviceId);
        if (!service || salon.team.length === 0) return null;
        return (
          <EmployeeChoice
            id={`booking-employee-${number}`}
            label={`Avec qui pour « ${service.name} » ?`}
            members={members}
            value={members.some((member) => member.id === part.employeeId) ? part.employeeId : ''}
            onChange={(employeeId) => change({ ...part, employeeId })}
          />
        );
      }}
    />
  );
}
