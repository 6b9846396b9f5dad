import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Paramètres');
  return <PageHeader title="Paramètres" description="Les options de paramétrage arrivent bientôt." />;
}
