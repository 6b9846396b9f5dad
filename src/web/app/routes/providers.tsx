import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Salons');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title="Salons" description="Trouvez le salon qui vous correspond." />
    </div>
  );
}
