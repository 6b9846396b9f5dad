import { useState } from 'react';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from '@/shared/booking-status';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Pager } from '@/web/components/ui/pager';
import { Spinner } from '@/web/components/ui/spinner';
import { BookingCard } from '@/web/features/bookings/components/booking-card';
import { useAllBookings } from '../api/admin';

/** Every booking of the platform (DECISIONS F7), by status, a page at a time. */
export function AllBookings() {
  const [scope, setScope] = useState<'upcoming' | 'past'>('upcoming');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useAllBookings(scope, status, page);
  const total = list.data ? (scope === 'upcoming' ? list.data.counts.upcoming : list.data.counts.past) : 0;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-2">
          <Label htmlFor="admin-scope">Période</Label>
          <NativeSelect
            id="admin-scope"
            value={scope}
            onChange={(e) => {
              setScope(e.target.value as 'upcoming' | 'past');
              setPage(1);
            }}
          >
            <option value="upcoming">À venir ({list.data?.counts.upcoming ?? 0})</option>
            <option value="past">Passés ({list.data?.counts.past ?? 0})</option>
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="admin-status">Statut</Label>
          <NativeSelect
            id="admin-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as BookingStatus | '');
              setPage(1);
            }}
          >
            <option value="">Tous les statuts</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {BOOKING_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="text-destructive">Impossible de charger les rendez-vous.</p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          Aucun rendez-vous.
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.data.items.map((booking) => (
            <BookingCard key={booking.id} booking={booking} viewerRole="admin" />
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} total={total} pageSize={list.data.pageSize} onChange={setPage} />}
    </div>
  );
}
