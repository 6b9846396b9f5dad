import { PageHeader } from '@/web/components/layout/page-header';
import { UsersManagement } from '@/web/features/admin/components/users-management';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Utilisateurs');
  return (
    <>
      <PageHeader title="Utilisateurs" description="Gérez les comptes et les rôles." />
      <UsersManagement />
    </>
  );
}
