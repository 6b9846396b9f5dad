import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Utilisateurs');
  return <PageHeader title="Utilisateurs" description="Gérez les comptes et les rôles." />;
}
