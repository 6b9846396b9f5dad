import { PageHeader } from '@/web/components/layout/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useCalendarProvider } from '@/web/features/calendar/api/calendar';
import { CalendarPanel } from '@/web/features/calendar/components/calendar-panel';
import { usePageTitle } from '@/web/lib/use-page-title';
import { AgendaPanel } from './agenda/agenda-panel';

export function Component() {
  usePageTitle("Gestion de l'agenda");
  const provider = useCalendarProvider();
  return (
    <>
      <PageHeader
        title="Gestion de l'agenda"
        description="Les rendez-vous et les absences de votre équipe, jour par jour."
      />
      <Tabs defaultValue="agenda">
        <TabsList>
          <TabsTrigger value="agenda">Agenda</TabsTrigger>
          <TabsTrigger value="calendar">
            {provider.data ? `${provider.data.provider} Calendar` : 'Calendrier'}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="agenda" className="mt-6">
          <AgendaPanel />
        </TabsContent>
        <TabsContent value="calendar" className="mt-6">
          <CalendarPanel />
        </TabsContent>
      </Tabs>
    </>
  );
}
