import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { VERIFICATION_LINK_INVALID } from '@/shared/email-verification';
import { accounts } from '@/shared/endpoints/accounts';
import { pages, safeReturnPath } from '@/shared/pages';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { ApiError, callApi } from '@/web/lib/api-client';
import { loginWithRedirect } from '@/web/lib/paths';
import { meQueryOptions } from '@/web/lib/session/me-query';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * The page a new account's confirmation e-mail opens. Opening it changes nothing (mail scanners
 * follow links): the person's click does.
 */
export function Component() {
  usePageTitle('Confirmation de votre adresse e-mail');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // The page the person signed up from (a booking, say): confirmed, they go back there.
  const returnTo = safeReturnPath(searchParams.get('redirect'));
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => callApi(accounts.verifyEmail, { body: { token } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      if (returnTo && session.status === 'signed-in') {
        toast.success('Adresse e-mail confirmée', { description: 'Vous pouvez reprendre où vous en étiez.' });
        navigate(returnTo, { replace: true });
      }
    },
  });
  const signedIn = session.status === 'signed-in';
  const refused = !token || (verify.error instanceof ApiError && verify.error.status === 400);
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">Confirmation de votre adresse e-mail</h1>
          <CardDescription>Une dernière étape pour profiter de tout Rendezvous.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {verify.isSuccess ? (
            <>
              <p role="status" className="rounded-md border bg-muted/40 p-4 text-sm">
                Votre adresse e-mail est confirmée. Merci !
              </p>
              <Button asChild>
                <Link
                  to={
                    signedIn
                      ? (returnTo ?? pages.dashboard)
                      : returnTo
                        ? loginWithRedirect(returnTo)
                        : pages.login
                  }
                >
                  {signedIn ? (returnTo ? 'Continuer' : 'Aller à mon espace') : 'Se connecter'}
                </Link>
              </Button>
            </>
          ) : refused ? (
            <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm text-destructive">
              {VERIFICATION_LINK_INVALID}
            </p>
          ) : (
            <Button
              disabled={verify.isPending}
              onClick={() =>
                verify.mutate(undefined, {
                  onError: (error) => {
                    if (!(error instanceof ApiError && error.status === 400))
                      toastError(error, "L'adresse n'a pas pu être confirmée.");
                  },
                })
              }
            >
              Confirmer mon adresse
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
