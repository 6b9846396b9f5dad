import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Réservation');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title="Réservation" description="Choisissez un service, une date et un horaire." />
    </div>
  );
}
