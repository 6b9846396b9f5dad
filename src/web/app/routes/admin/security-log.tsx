import { PageHeader } from '@/web/components/layout/page-header';
import { SecurityLog } from '@/web/features/admin/components/security-log';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Journal de sécurité');
  return (
    <>
      <PageHeader
        title="Journal de sécurité"
        description="Connexions, refus et changements sensibles des 12 derniers mois."
      />
      <SecurityLog />
    </>
  );
}
