import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Mentions légales');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Mentions légales"
        description="Éditeur, hébergeur et informations légales du site."
      />
    </div>
  );
}
