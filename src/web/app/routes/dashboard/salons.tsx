import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Mes salons');
  return <PageHeader title="Mes salons" description="Gérez vos salons, services, horaires et employés." />;
}
