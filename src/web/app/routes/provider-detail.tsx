import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Salon');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title="Salon" description="Détails du salon, services et avis." />
    </div>
  );
}
