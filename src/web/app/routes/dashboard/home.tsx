import { Bell, CalendarDays, Search, ShieldCheck, Star, Store, User } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardCounter } from '@/shared/api-types';
import { pages } from '@/shared/pages';
import { PageHeader } from '@/web/components/layout/page-header';
import { ProviderStatusNotice } from '@/web/components/provider-status-notice';
import { Card, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useDashboardSummary } from '@/web/features/dashboard/api/dashboard-summary';
import { useSession } from '@/web/lib/session/session';
import { usePageTitle } from '@/web/lib/use-page-title';
import { TodayPanel } from './today-panel';

type Tile = { to: string; title: string; description: string; icon: typeof Bell; count?: DashboardCounter };

const TILES: Record<'client' | 'prestataire' | 'admin', Tile[]> = {
  client: [
    {
      to: pages.bookings,
      title: 'Mes rendez-vous',
      description: 'Vos réservations à venir et passées.',
      icon: CalendarDays,
    },
    { to: pages.profile, title: 'Mon profil', description: 'Votre nom et votre photo.', icon: User },
    {
      to: pages.notifications,
      title: 'Notifications',
      description: 'Les nouvelles de vos rendez-vous.',
      icon: Bell,
    },
    {
      to: pages.providers,
      title: 'Trouver un salon',
      description: 'Parcourez les salons et réservez.',
      icon: Search,
    },
  ],
  prestataire: [
    {
      to: pages.bookings,
      title: 'Rendez-vous à venir',
      description: 'Les demandes et rendez-vous de vos salons.',
      icon: CalendarDays,
      count: 'upcomingBookings',
    },
    {
      to: pages.salons,
      title: 'Salons actifs',
      description: 'Vos salons, services et horaires.',
      icon: Store,
      count: 'activeSalons',
    },
    {
      to: pages.reviews,
      title: 'Avis',
      description: 'Ce que vos clients disent de vous.',
      icon: Star,
      count: 'reviews',
    },
  ],
  admin: [
    {
      to: pages.admin,
      title: 'Utilisateurs',
      description: 'Comptes et rôles de la plateforme.',
      icon: User,
      count: 'users',
    },
    {
      to: pages.admin,
      title: 'Salons en attente',
      description: 'Salons à approuver.',
      icon: ShieldCheck,
      count: 'pendingSalons',
    },
    {
      to: pages.bookings,
      title: 'Rendez-vous à venir',
      description: 'Toutes les réservations.',
      icon: CalendarDays,
      count: 'upcomingBookings',
    },
  ],
};

export function Component() {
  usePageTitle('Mon espace');
  const session = useSession();
  const summary = useDashboardSummary();
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <PageHeader title="Mon espace" description={`Bonjour ${session.userDetails.full_name}.`} />
      <ProviderStatusNotice />
      {session.role === 'prestataire' && <TodayPanel />}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {TILES[session.role].map((tile) => (
          <Link key={tile.title} to={tile.to} className="group">
            <Card className="h-full transition-shadow group-hover:shadow-md">
              <CardHeader>
                <tile.icon className="size-6 text-primary" aria-hidden="true" />
                {tile.count && (
                  <p className="text-3xl font-bold" aria-live="polite">
                    {summary.data?.[tile.count] ?? '–'}
                  </p>
                )}
                <CardTitle className="text-lg">{tile.title}</CardTitle>
                <CardDescription>{tile.description}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>
      {summary.data?.attendance && <AttendanceCard {...summary.data.attendance} />}
    </>
  );
}

/** The salon's absence rate this month, among the bookings marked "Honoré" or "Absent". */
function AttendanceCard({ noShows, recorded }: { noShows: number; recorded: number }) {
  const rate = recorded === 0 ? null : Math.round((noShows / recorded) * 100);
  return (
    <Card className="mt-4">
      <CardHeader>
        <CardTitle className="text-lg">Absences ce mois-ci</CardTitle>
        <CardDescription>
          {rate === null
            ? 'Aucune présence enregistrée ce mois-ci : marquez vos rendez-vous passés « Honoré » ou « Absent ».'
            : `Taux d'absence : ${rate} % (${noShows} sur ${recorded} rendez-vous marqués).`}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
