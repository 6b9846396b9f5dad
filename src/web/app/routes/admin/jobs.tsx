import { PageHeader } from '@/web/components/layout/page-header';
import { JobsStatus } from '@/web/features/admin/components/jobs-status';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Tâches de fond');
  return (
    <>
      <PageHeader
        title="Tâches de fond"
        description="Les e-mails, SMS, agendas, rappels et mises à jour qui attendent, et ceux qui ont échoué."
      />
      <JobsStatus />
    </>
  );
}
