import { CalendarDays, type LucideIcon, ShieldCheck, Store, UserCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { pages } from '@/shared/pages';
import { PageHeader } from '@/web/components/layout/page-header';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardHeader } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useOverview } from '@/web/features/admin/api/admin';
import { SalonsManagement } from '@/web/features/admin/components/salons-management';
import { UsersManagement } from '@/web/features/admin/components/users-management';
import { AllBookings } from '@/web/features/bookings/components/all-bookings';
import { usePageTitle } from '@/web/lib/use-page-title';

interface Counter {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}

function CounterCard({ counter, linked }: { counter: Counter; linked: boolean }) {
  return (
    <Card className={linked ? 'h-full transition-shadow group-hover:shadow-md' : 'h-full'}>
      <CardHeader className="flex-row items-center justify-between">
        <div>
          <p className="text-sm text-muted-foreground">{counter.label}</p>
          <p className="text-3xl font-bold">{counter.value ?? '–'}</p>
        </div>
        <counter.icon className="size-6 text-primary" aria-hidden="true" />
      </CardHeader>
    </Card>
  );
}

export function Component() {
  usePageTitle('Administration');
  const overview = useOverview();
  // What awaits the operator leads to where it is done.
  const counters = [
    { label: 'Utilisateurs', value: overview.data?.users, icon: Users, to: pages.adminUsers },
    { label: 'Salons en attente', value: overview.data?.pendingSalons, icon: Store, to: pages.adminSalons },
    {
      label: 'Prestataires en attente',
      value: overview.data?.pendingProviders,
      icon: UserCheck,
      to: pages.adminProviders,
    },
    { label: "RDV aujourd'hui", value: overview.data?.bookingsToday, icon: CalendarDays, to: null },
    { label: 'Prestataires', value: overview.data?.prestataires, icon: ShieldCheck, to: null },
  ];
  const users = overview.data?.users ?? 0;
  const pending = overview.data?.pendingSalons ?? 0;
  const today = overview.data?.bookingsToday ?? 0;
  return (
    <>
      <PageHeader title="Administration" description="La plateforme en un coup d'œil.">
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={pages.adminProviders} className="text-sm font-medium text-primary hover:underline">
            Valider les prestataires
          </Link>
          <Link to={pages.adminSalonChanges} className="text-sm font-medium text-primary hover:underline">
            Modifications de salons
          </Link>
          <Link to={pages.adminSecurity} className="text-sm font-medium text-primary hover:underline">
            Journal de sécurité
          </Link>
          <Link to={pages.adminHolidays} className="text-sm font-medium text-primary hover:underline">
            Jours fériés
          </Link>
          <Link to={pages.adminSms} className="text-sm font-medium text-primary hover:underline">
            SMS
          </Link>
          <Link to={pages.adminJobs} className="text-sm font-medium text-primary hover:underline">
            Tâches de fond
          </Link>
        </div>
      </PageHeader>
      <div className="mb-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {counters.map((counter) =>
          counter.to ? (
            <Link key={counter.label} to={counter.to} className="group">
              <CounterCard counter={counter} linked />
            </Link>
          ) : (
            <div key={counter.label}>
              <CounterCard counter={counter} linked={false} />
            </div>
          ),
        )}
      </div>
      <Tabs defaultValue="users">
        <TabsList>
          <TabsTrigger value="users">
            Utilisateurs {users > 0 && <Badge variant="secondary">{users}</Badge>}
          </TabsTrigger>
          <TabsTrigger value="salons">
            Salons {pending > 0 && <Badge variant="destructive">{pending}</Badge>}
          </TabsTrigger>
          <TabsTrigger value="bookings">
            Rendez-vous {today > 0 && <Badge variant="secondary">{today}</Badge>}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users" className="mt-6">
          <UsersManagement />
        </TabsContent>
        <TabsContent value="salons" className="mt-6">
          <SalonsManagement />
        </TabsContent>
        <TabsContent value="bookings" className="mt-6">
          <AllBookings />
        </TabsContent>
      </Tabs>
    </>
  );
}
