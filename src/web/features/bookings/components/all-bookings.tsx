import { useState } from 'react';
import type { BookingStatus } from '@/shared/booking-status';
import type { BookingScope } from '@/shared/bookings';
import { QueryState } from '@/web/components/query-state';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Pager } from '@/web/components/ui/pager';
import { useBookingList } from '../api/booking-queries';
import { BookingCard } from './booking-card';
import { StatusSelect } from './booking-filters';

/** Every booking of the platform (docs/product.md#administration), by status, a page at a time. */
export function AllBookings() {
  const [scope, setScope] = useState<BookingScope>('upcoming');
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useBookingList(scope, page, { status });
  const total = list.data?.counts[scope] ?? 0;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-2">
          <Label htmlFor="admin-scope">Période</Label>
          <NativeSelect
            id="admin-scope"
            value={scope}
            onChange={(e) => {
              setScope(e.target.value as BookingScope);
              setPage(1);
            }}
          >
            <option value="upcoming">À venir ({list.data?.counts.upcoming ?? 0})</option>
            <option value="past">Passés ({list.data?.counts.past ?? 0})</option>
            <option value="cancelled">Annulés ({list.data?.counts.cancelled ?? 0})</option>
          </NativeSelect>
        </div>
        <StatusSelect
          id="admin-status"
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      <QueryState
        query={list}
        error="Impossible de charger les rendez-vous."
        isEmpty={(data) => data.items.length === 0}
        empty="Aucun rendez-vous."
      >
        {(data) => (
          <ul className="grid gap-3">
            {data.items.map((booking) => (
              <BookingCard key={booking.id} booking={booking} viewerRole="admin" />
            ))}
          </ul>
        )}
      </QueryState>
      {list.data && <Pager page={page} total={total} pageSize={list.data.pageSize} onChange={setPage} />}
    </div>
  );
}
