import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Administration');
  return <PageHeader title="Administration" description="Vue d'ensemble de la plateforme." />;
}
