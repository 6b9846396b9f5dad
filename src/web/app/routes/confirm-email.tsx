import { Link, useSearchParams } from 'react-router';
import { pages } from '@/shared/pages';
import { EMAIL_CHANGE_LINK_INVALID } from '@/shared/schemas/profile';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { useConfirmEmailChange } from '@/web/features/profile/api/profile';
import { ApiError } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session/session';
import { toastError } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * The page the confirmation e-mail opens. Opening it changes nothing (mail scanners follow links):
 * the person's click on the button does.
 */
export function Component() {
  usePageTitle('Confirmer mon adresse e-mail');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const session = useSession();
  const confirm = useConfirmEmailChange();
  const refused = !token || (confirm.error instanceof ApiError && confirm.error.status === 400);
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">Confirmer mon adresse e-mail</h1>
          <CardDescription>La nouvelle adresse de votre compte Rendezvous.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {confirm.data ? (
            <>
              <p role="status" className="rounded-md border bg-muted/40 p-4 text-sm">
                Votre adresse e-mail est maintenant {confirm.data.email}. Utilisez-la pour vous connecter.
              </p>
              <Button asChild>
                <Link to={session.status === 'signed-in' ? pages.profile : pages.login}>
                  {session.status === 'signed-in' ? 'Retour au profil' : 'Se connecter'}
                </Link>
              </Button>
            </>
          ) : refused ? (
            <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm text-destructive">
              {EMAIL_CHANGE_LINK_INVALID}
            </p>
          ) : (
            <Button
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(token, {
                  onError: (error) => {
                    if (!(error instanceof ApiError && error.status === 400))
                      toastError(error, "L'adresse n'a pas pu être confirmée.");
                  },
                })
              }
            >
              Confirmer cette adresse
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
