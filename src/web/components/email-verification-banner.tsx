import { useMutation } from '@tanstack/react-query';
import { accounts as accountsEndpoints } from '@/shared/endpoints/accounts';
import { callApi } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { Button } from './ui/button';

/**
 * What a person who has not confirmed their address reads on every page of their space and of the
 * site, with a way to get the e-mail again (docs/product.md#accounts-and-roles).
 */
export function EmailVerificationBanner({ className = '' }: { className?: string }) {
  const session = useSession();
  const resend = useMutation({
    mutationFn: () => callApi(accountsEndpoints.resendVerification),
    onSuccess: ({ sentTo }) =>
      toast.success('E-mail envoyé', { description: `Un nouveau lien part vers ${sentTo}.` }),
    onError: (error) => toastError(error, "L'e-mail n'a pas pu être renvoyé."),
  });
  if (session.status !== 'signed-in' || session.emailVerified) return null;
  return (
    <section
      aria-label="Adresse e-mail à confirmer"
      // Stacked on a phone: beside its button, the text was a column of nine short lines.
      className={`flex flex-col items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        Confirmez votre adresse e-mail en suivant le lien envoyé à {session.user.email}. En attendant, vous
        pouvez avoir un rendez-vous à venir ; les avis et la création de salon attendent la confirmation.
      </p>
      <Button
        size="sm"
        variant="outline"
        className="shrink-0"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        Renvoyer l'e-mail
      </Button>
    </section>
  );
}
