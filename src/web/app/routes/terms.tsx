import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle("Conditions générales d'utilisation");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Conditions générales d'utilisation"
        description="Les règles d'utilisation de Rendezvous."
      />
    </div>
  );
}
