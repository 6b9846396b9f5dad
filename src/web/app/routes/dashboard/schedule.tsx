import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle("Gestion de l'agenda");
  return <PageHeader title="Gestion de l'agenda" description="Vos disponibilités et votre calendrier." />;
}
