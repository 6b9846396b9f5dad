import { PageHeader } from '@/web/components/layout/page-header';
import { SalonChanges } from '@/web/features/admin/components/salon-changes';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Modifications de salons');
  return (
    <>
      <PageHeader
        title="Modifications de salons"
        description="Les changements de nom, d'adresse, de description ou de photo des salons approuvés. La version approuvée reste publique jusqu'à votre décision."
      />
      <SalonChanges />
    </>
  );
}
