import type { ReactNode } from 'react';
import type { TeamMember } from '@/shared/api-types';
import { NO_PREFERENCE_LABEL, WITH_WHOM_LABEL } from '@/shared/staff';
import { UserAvatar } from '@/web/components/layout/user-avatar';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';

/** The radio value of "Sans préférence" (an employee's is their id). */
const ANYONE = 'anyone';

/** The employees who perform a service (serviceIds null: all of the salon's), in the salon's order. */
export function eligibleTeam(team: readonly TeamMember[], serviceId: string): TeamMember[] {
  return team.filter((member) => member.serviceIds === null || member.serviceIds.includes(serviceId));
}

/**
 * "Avec qui ?": "Sans préférence" first (any eligible employee, chosen by the salon's fair rule),
 * then each eligible employee with their photo or initial, first name and position. One tab stop;
 * the arrow keys move the choice (Radix radio group). `value` is an employee id, or '' for anyone.
 */
export function EmployeeChoice({
  id,
  members,
  value,
  onChange,
  label = WITH_WHOM_LABEL,
}: {
  id: string;
  members: readonly TeamMember[];
  value: string;
  onChange: (employeeId: string) => void;
  /** The question, when the page asks it for several services. */
  label?: string;
}) {
  const legendId = `${id}-legend`;
  return (
    <fieldset className="grid gap-2">
      <legend id={legendId} className="mb-2 text-sm font-medium">
        {label}
      </legend>
      <RadioGroup
        value={value || ANYONE}
        onValueChange={(next) => onChange(next === ANYONE ? '' : next)}
        aria-labelledby={legendId}
        className="grid-cols-1 sm:grid-cols-2"
      >
        <Option id={`${id}-${ANYONE}`} value={ANYONE}>
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-muted text-lg font-semibold text-muted-foreground"
          >
            ?
          </span>
          <span className="font-medium">{NO_PREFERENCE_LABEL}</span>
        </Option>
        {members.map((member) => (
          <Option key={member.id} id={`${id}-${member.id}`} value={member.id}>
            <UserAvatar name={member.firstName} url={member.avatarUrl} className="size-10" />
            <span className="grid">
              <span className="font-medium">{member.firstName}</span>
              <span className="text-sm text-muted-foreground">{member.position}</span>
            </span>
          </Option>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

function Option({ id, value, children }: { id: string; value: string; children: ReactNode }) {
  return (
    <Label
      htmlFor={id}
      className="flex cursor-pointer items-center gap-3 rounded-md border p-3 leading-normal font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:ring-1 has-[[data-state=checked]]:ring-primary"
    >
      <RadioGroupItem id={id} value={value} />
      {children}
    </Label>
  );
}
