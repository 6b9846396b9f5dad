import { PageHeader } from '@/web/components/layout/page-header';
import { ProviderValidation } from '@/web/features/admin/components/provider-validation';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Validation des prestataires');
  return (
    <>
      <PageHeader
        title="Validation des prestataires"
        description="Les comptes prestataires en attente de validation."
      />
      <ProviderValidation />
    </>
  );
}
