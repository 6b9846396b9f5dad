import { PageHeader } from '@/web/components/layout/page-header';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('À propos');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="À propos"
        description="Notre mission : rendre la prise de rendez-vous beauté simple, rapide et fiable."
      />
    </div>
  );
}
