import { PageHeader } from '@/web/components/layout/page-header';
import { HolidaysManagement } from '@/web/features/admin/components/holidays-management';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Jours fériés');
  return (
    <>
      <PageHeader
        title="Jours fériés"
        description="Les jours fériés de la plateforme : les salons sont fermés ces jours-là sauf s'ils choisissent d'ouvrir. Une date prévisionnelle (Aïd, Mouled) se confirme quand la lune est vue ; la changer déplace la fermeture de chaque salon et lui signale ses rendez-vous."
      />
      <HolidaysManagement />
    </>
  );
}
