import { PageHeader } from '@/web/components/layout/page-header';
import { SalonsManagement } from '@/web/features/admin/components/salons-management';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Gestion des salons');
  return (
    <>
      <PageHeader title="Gestion des salons" description="Approuvez ou refusez les salons." />
      <SalonsManagement />
    </>
  );
}
