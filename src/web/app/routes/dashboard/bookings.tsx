import { useState } from 'react';
import { Link } from 'react-router';
import type { BookingScope } from '@/shared/bookings';
import { pages } from '@/shared/pages';
import { PageHeader } from '@/web/components/layout/page-header';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Pager } from '@/web/components/ui/pager';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { type BookingFilters, useBookingList } from '@/web/features/bookings/api/booking-queries';
import { BookingCard } from '@/web/features/bookings/components/booking-card';
import { BookingFiltersBar } from '@/web/features/bookings/components/booking-filters';
import { useMySalons } from '@/web/features/workspace/api/workspace';
import { useSession } from '@/web/lib/session/session';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { usePageTitle } from '@/web/lib/use-page-title';

type Scope = BookingScope;

const EMPTY: Record<Scope, string> = {
  upcoming: 'Aucun rendez-vous à venir',
  past: 'Aucun rendez-vous passé',
  cancelled: 'Aucun rendez-vous annulé',
};

export function Component() {
  usePageTitle('Mes rendez-vous');
  const session = useSession();
  const [scope, setScope] = useState<Scope>('upcoming');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<BookingFilters>({});
  const list = useBookingList(scope, page, filters);
  const isOwner = session.status === 'signed-in' && session.isPrestataire;
  const salons = useMySalons(isOwner);
  useErrorToast(list.isError, 'Erreur', 'Impossible de récupérer vos réservations.');
  if (session.status !== 'signed-in') return null;
  const counts = list.data?.counts;

  const body = (which: Scope) => (
    <QueryState
      query={list}
      error={
        <p role="alert" className="mt-6 text-destructive">
          Impossible de charger vos rendez-vous
        </p>
      }
      isEmpty={(data) => data.items.length === 0}
      empty={
        <div className="mt-6 flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <p className="font-semibold">{EMPTY[which]}</p>
          {session.isClient && (
            <Button asChild>
              <Link to={pages.providers}>Trouver un salon</Link>
            </Button>
          )}
        </div>
      }
    >
      {(data) => (
        <>
          <ul className="mt-6 grid gap-4">
            {data.items.map((booking) => (
              <BookingCard key={booking.id} booking={booking} viewerRole={session.role} />
            ))}
          </ul>
          <Pager page={page} total={data.counts[scope]} pageSize={data.pageSize} onChange={setPage} />
        </>
      )}
    </QueryState>
  );

  return (
    <>
      <PageHeader
        title="Mes rendez-vous"
        description={
          session.isClient
            ? 'Vos réservations.'
            : session.isAdmin
              ? 'Toutes les réservations.'
              : 'Les réservations de vos salons.'
        }
      />
      <Tabs
        value={scope}
        onValueChange={(value) => {
          setScope(value as Scope);
          setPage(1);
        }}
      >
        <TabsList>
          <TabsTrigger value="upcoming">À venir ({counts?.upcoming ?? 0})</TabsTrigger>
          <TabsTrigger value="past">Passés ({counts?.past ?? 0})</TabsTrigger>
          <TabsTrigger value="cancelled">Annulés ({counts?.cancelled ?? 0})</TabsTrigger>
        </TabsList>
        {!session.isClient && (
          <BookingFiltersBar
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
            salons={salons.data?.items}
          />
        )}
        <TabsContent value="upcoming">{body('upcoming')}</TabsContent>
        <TabsContent value="past">{body('past')}</TabsContent>
        <TabsContent value="cancelled">{body('cancelled')}</TabsContent>
      </Tabs>
    </>
  );
}
