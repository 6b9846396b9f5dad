import { LinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { pages } from '@/shared/pages';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { ApiError } from '@/web/lib/api-client';

// The frame of the pages a one-tap link opens without a session: the reminder e-mail's (`/rappel/…`)
// and the SMS or WhatsApp message's (`/m/…`, decision 078).

export function LinkPageFrame({
  icon,
  title,
  children,
}: {
  icon?: React.ReactNode;
  title?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          {icon}
          <h1 className="text-2xl font-bold">{title ?? 'Votre rendez-vous'}</h1>
        </CardHeader>
        <CardContent className="grid gap-6">{children}</CardContent>
      </Card>
    </div>
  );
}

export function LinkPageLinks({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-center gap-3 text-sm">
      <Link to={pages.bookings} className="underline">
        Voir mes rendez-vous
      </Link>
      <Link to={pages.providers} className="underline">
        Trouver un salon
      </Link>
      {children}
    </div>
  );
}

/** While the link's answer is on its way. */
export function LinkPageLoading({ title }: { title?: string }) {
  return (
    <LinkPageFrame title={title}>
      <p role="status" className="text-center text-muted-foreground">
        Chargement...
      </p>
    </LinkPageFrame>
  );
}

/** A link that names nothing, is spent or has expired: the server's words, or a plain failure. */
export function LinkPageInvalid({ error }: { error: unknown }) {
  const message =
    error instanceof ApiError ? error.message : 'Impossible de charger ce lien. Réessayez plus tard.';
  return (
    <LinkPageFrame
      icon={<LinkIcon className="size-12 text-muted-foreground" aria-hidden="true" />}
      title="Lien invalide"
    >
      <p className="text-center">{message}</p>
      <LinkPageLinks />
    </LinkPageFrame>
  );
}

/** What a refused answer to a link says. */
export const linkActionError = (error: unknown): string | null =>
  error instanceof ApiError ? error.message : error ? 'Une erreur est survenue.' : null;
