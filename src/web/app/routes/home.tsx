import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useSession } from '@/web/features/auth/session';
import { paths } from '@/web/lib/paths';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Réservez votre salon de beauté');
  const session = useSession();
  return (
    <section className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20">
        <h1 className="max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">
          Votre beauté, à l'heure qui vous convient
        </h1>
        <p className="max-w-xl text-lg text-muted-foreground">
          Trouvez un salon de coiffure ou de beauté près de chez vous, comparez les services et les prix, et
          réservez en quelques clics.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={paths.providers}>Découvrir les salons</Link>
          </Button>
          {session.status === 'signed-in' ? (
            <Button asChild size="lg" variant="outline">
              <Link to={paths.bookings}>Mes rendez-vous</Link>
            </Button>
          ) : (
            <Button asChild size="lg" variant="outline">
              <Link to={paths.register}>Créer un compte</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
