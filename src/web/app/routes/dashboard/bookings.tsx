import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Mes rendez-vous');
  return <PageHeader title="Mes rendez-vous" description="Vos rendez-vous à venir et passés." />;
}
