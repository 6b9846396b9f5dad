import { Link } from 'react-router';
import { pages } from '@/shared/pages';
import { Button } from '@/web/components/ui/button';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Page non trouvée');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page non trouvée</h1>
      <p className="mt-2 text-muted-foreground">Oups ! La page que vous cherchez semble avoir disparu.</p>
      <Button asChild className="mt-8">
        <Link to={pages.home}>Retour à l'accueil</Link>
      </Button>
    </div>
  );
}
