import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Confidentialité');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title="Confidentialité" description="Comment nous protégeons vos données personnelles." />
    </div>
  );
}
