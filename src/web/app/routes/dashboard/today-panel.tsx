import { useEffect, useState } from 'react';
import type { BookingView } from '@/shared/api-types';
import { bookingClientName } from '@/shared/clients';
import { formatTime, pluralize } from '@/shared/format';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { BookingActionDialogs, useBookingActions } from '@/web/features/bookings/components/booking-actions';
import { BookingStatusBadge } from '@/web/features/bookings/components/booking-status-badge';
import { useSettlePast, useToday } from '@/web/features/dashboard/api/today';
import { now as clockNow } from '@/web/lib/clock';
import { toast, toastError } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';

/** The clock of the list: the next appointment and the buttons follow the minutes. */
function useMinute() {
  const [now, setNow] = useState(() => clockNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(clockNow()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Aujourd'hui" at the top of the owner's dashboard (decision 076): the day's appointments of every
 * salon in time order, the next one highlighted, "Honoré" and "Absent" once one has started, and
 * "Marquer les rendez-vous passés" for the ended ones still "Confirmé", any day.
 */
export function TodayPanel() {
  const today = useToday();
  const now = useMinute();
  const [asking, setAsking] = useState(false);
  const settle = useSettlePast({
    onSuccess: ({ marked }) =>
      toast.success(pluralize(marked, 'rendez-vous marqué honoré', 'rendez-vous marqués honorés')),
    onError: (error) => toastError(error, 'Impossible de marquer les rendez-vous passés.'),
  });
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="text-lg">Aujourd'hui</CardTitle>
        <CardDescription>Les rendez-vous du jour dans vos salons, dans l'ordre.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryState query={today} error="Impossible de charger les rendez-vous du jour.">
          {(data) => {
            const next = data.items.find((item) => Date.parse(item.startTime) > now.getTime());
            const salons = new Set(data.items.map((item) => item.salon.id)).size;
            return (
              <>
                {data.items.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Aucun rendez-vous aujourd'hui.</p>
                ) : (
                  <ol className="grid gap-2">
                    {data.items.map((booking) => (
                      <TodayItem
                        key={booking.id}
                        booking={booking}
                        isNext={booking.id === next?.id}
                        showSalon={salons > 1}
                        now={now}
                      />
                    ))}
                  </ol>
                )}
                {data.pastConfirmed > 0 && (
                  <div className="flex flex-wrap items-center gap-3 border-t pt-3 text-sm">
                    <span>
                      {pluralize(
                        data.pastConfirmed,
                        'rendez-vous passé est encore « Confirmé ».',
                        'rendez-vous passés sont encore « Confirmé ».',
                      )}
                    </span>
                    <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
                      Marquer les rendez-vous passés
                    </Button>
                  </div>
                )}
                {asking && (
                  <ConfirmDialog
                    title={`Marquer ${pluralize(data.pastConfirmed, 'rendez-vous passé', 'rendez-vous passés')} « Honoré » ?`}
                    confirmLabel="Marquer honorés"
                    pending={settle.isPending}
                    onOpenChange={setAsking}
                    onConfirm={() => settle.mutate(undefined, { onSettled: () => setAsking(false) })}
                  >
                    Les rendez-vous terminés de vos salons encore « Confirmé » seront marqués « Honoré » et
                    comptés dans votre chiffre d'affaires. Celui d'un client qui n'est pas venu pourra ensuite
                    être marqué « Absent ».
                  </ConfirmDialog>
                )}
              </>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function TodayItem({
  booking,
  isNext,
  showSalon,
  now,
}: {
  booking: BookingView;
  isNext: boolean;
  showSalon: boolean;
  now: Date;
}) {
  const actions = useBookingActions({ booking, viewerRole: 'prestataire', now });
  const zone = booking.salon.timeZone;
  const who = booking.employee?.firstName;
  return (
    <li
      aria-current={isNext ? 'true' : undefined}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-2 text-sm',
        isNext && 'border-primary bg-primary-soft',
      )}
    >
      <span className="font-semibold tabular-nums">
        {formatTime(booking.startTime, zone)}–{formatTime(booking.endTime, zone)}
      </span>
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        {bookingClientName(booking)} · {booking.service.name}
        {who ? ` · avec ${who}` : ''}
        {showSalon ? ` · ${booking.salon.name}` : ''}
      </span>
      {isNext && <span className="text-xs font-semibold text-primary">Prochain</span>}
      <BookingStatusBadge status={booking.status} />
      {(actions.actions.includes('attended') || actions.actions.includes('no_show')) && (
        <span className="flex gap-2">
          {actions.actions.includes('attended') && (
            <Button
              size="sm"
              variant="outline"
              disabled={actions.isPending}
              onClick={() => actions.run({ action: 'attended' })}
            >
              Honoré
            </Button>
          )}
          {actions.actions.includes('no_show') && (
            <Button
              size="sm"
              variant="outline"
              disabled={actions.isPending}
              onClick={() => actions.setDialog('no_show')}
            >
              Absent
            </Button>
          )}
        </span>
      )}
      <BookingActionDialogs state={actions} />
    </li>
  );
}
