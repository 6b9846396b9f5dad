import { useState } from 'react';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { useSlots } from '@/web/features/bookings/api/booking-queries';
import { useServices } from '@/web/features/workspace/api/workspace';
import type { SalonDialogProps } from '@/web/features/workspace/components/salon-dialog-props';
import { todayIn } from '@/web/lib/clock';
import { platformTimeZone } from '@/web/lib/platform-time-zone';

/**
 * The salon's real free slots for a day and a service (docs/product.md#slots): the booking
 * page's own query and cache, shown in the workspace. It joins two features (the owner's services,
 * the bookable slots), so it lives with the route that shows it rather than in either feature.
 */
export function FreeSlotsDialog({ salon, open, onOpenChange }: SalonDialogProps) {
  const services = useServices(salon.id);
  const [serviceId, setServiceId] = useState('');
  const [date, setDate] = useState(todayIn(platformTimeZone()));
  const chosen = serviceId || services.data?.items[0]?.id || '';
  const slots = useSlots(salon.id, chosen, date);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Disponibilités de ${salon.name}`}
        description="Les créneaux encore libres, tels que les clients les voient."
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="free-date">Jour</Label>
            <Input id="free-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="free-service">Service</Label>
            <NativeSelect id="free-service" value={chosen} onChange={(e) => setServiceId(e.target.value)}>
              {(services.data?.items ?? []).map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name} ({service.duration} min)
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {!chosen ? (
          <p className="text-sm text-muted-foreground">Ajoutez d'abord un service à ce salon.</p>
        ) : slots.isPending ? (
          <Spinner />
        ) : slots.isError ? (
          <p role="alert" className="text-destructive">
            Impossible de charger les disponibilités.
          </p>
        ) : slots.data.slots.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun créneau libre ce jour-là.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Créneaux libres">
            {slots.data.slots.map((slot) => (
              <li key={slot.start} className="rounded-md border px-3 py-1 text-sm">
                {slot.time}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
