import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Connexion du calendrier');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title="Connexion du calendrier" description="Connexion à votre calendrier externe." />
    </div>
  );
}
