import { CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { pages } from '@/shared/pages';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { usePageTitle } from '@/web/lib/use-page-title';

export function Component() {
  usePageTitle('Inscription réussie');
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold">Inscription réussie !</h1>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="rounded-md border border-amber-300 bg-amber-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-amber-900">
              <Clock className="size-4" aria-hidden="true" /> Compte en attente de validation
            </p>
            <p className="mt-2 text-sm text-amber-900">
              Votre compte prestataire doit être validé par un administrateur avant que vous puissiez créer un
              salon et proposer vos services. Vous recevrez une notification par e-mail dès son approbation.
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to={pages.login}>Se connecter</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={pages.home}>Retour à l'accueil</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
