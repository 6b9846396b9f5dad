import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Notifications');
  return <PageHeader title="Notifications" description="Vos dernières notifications." />;
}
