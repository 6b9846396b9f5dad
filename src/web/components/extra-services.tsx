import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { VISIT_MAX_PARTS } from '@/shared/visit-slots';
import { ServiceOptions } from './service-options';
import { Button } from './ui/button';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';

/** A service of a visit after the first, with its person ('' for the page's default). */
export interface ExtraService {
  serviceId: string;
  employeeId: string;
}

type OfferedService = { id: string; name: string; duration: number; price: string };

/**
 * The services added after the first one of a visit (docs/product.md#service-timing): "Prestation N"
 * with a button to take it out, its person as the page asks for it, and "Ajouter une prestation",
 * four services at most. The booking page and the agenda's "Nouveau rendez-vous" both use it.
 */
export function ExtraServices({
  idPrefix,
  placeholder,
  parts,
  onChange,
  servicesOf,
  withService = (part, serviceId) => ({ ...part, serviceId }),
  person,
  compact = false,
}: {
  /** The select's id is `${idPrefix}-${N}`. */
  idPrefix: string;
  placeholder: string;
  parts: readonly ExtraService[];
  onChange: (parts: ExtraService[]) => void;
  servicesOf: (part: ExtraService) => readonly OfferedService[];
  /** The part once another service is chosen for it. */
  withService?: (part: ExtraService, serviceId: string) => ExtraService;
  /** Who performs it, as the page asks. */
  person: (part: ExtraService, number: number, change: (next: ExtraService) => void) => ReactNode;
  /** Inside a dialog: tighter. */
  compact?: boolean;
}) {
  const replace = (index: number, part: ExtraService) =>
    onChange(parts.map((current, at) => (at === index ? part : current)));
  return (
    <div className={compact ? 'grid gap-3' : 'grid gap-5'}>
      {parts.map((part, index) => {
        const number = index + 2;
        const id = `${idPrefix}-${number}`;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a service is its place in the visit
            key={index}
            className={compact ? 'grid gap-2 rounded-md border p-3' : 'grid gap-3 rounded-lg border p-3'}
          >
            <div className="flex items-end gap-2">
              <div className="grid flex-1 gap-2">
                <Label htmlFor={id}>Prestation {number}</Label>
                <NativeSelect
                  id={id}
                  value={part.serviceId}
                  onChange={(event) => replace(index, withService(part, event.target.value))}
                >
                  <option value="">{placeholder}</option>
                  <ServiceOptions services={servicesOf(part)} />
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
            {person(part, number, (next) => replace(index, next))}
          </div>
        );
      })}
      {parts.length < VISIT_MAX_PARTS - 1 && (
        <div>
          <Button
            type="button"
            variant="outline"
            size={compact ? 'sm' : 'default'}
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
