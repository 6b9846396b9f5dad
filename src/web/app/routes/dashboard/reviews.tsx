import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Avis');
  return <PageHeader title="Avis" description="Les avis laissés sur vos salons." />;
}
