import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Profil');
  return <PageHeader title="Profil" description="Vos informations personnelles." />;
}
