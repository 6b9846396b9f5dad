import type { UseQueryResult } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { BookingLinkView } from '@/shared/api-types';
import { formatDate, formatTime } from '@/shared/format';
import { pages } from '@/shared/pages';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { ApiError } from '@/web/lib/api-client';
import { BookingSummary } from './booking-summary';

// What the pages a one-tap link opens without a session have in common (decision 087): the reminder
// e-mail's (`/rappel/…`) and the SMS or WhatsApp message's (`/m/…`, decision 078).

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

/** A link page's frame with, under its content, the ways on (and `moreLinks` beside them). */
export function LinkPage({
  moreLinks,
  children,
  ...frame
}: React.ComponentProps<typeof LinkPageFrame> & { moreLinks?: React.ReactNode }) {
  return (
    <LinkPageFrame {...frame}>
      {children}
      <LinkPageLinks>{moreLinks}</LinkPageLinks>
    </LinkPageFrame>
  );
}

function LinkPageLinks({ children }: { children?: React.ReactNode }) {
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

/** What a refused answer to a link says, if it was refused. */
export function LinkActionError({ error }: { error: unknown }) {
  const message = error instanceof ApiError ? error.message : error ? 'Une erreur est survenue.' : null;
  return message ? (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** While the link is read: loading, then its refusal (unknown, spent…), or the page drawn from it. */
export function LinkPageState<T>({
  query,
  loadingTitle,
  usable = () => true,
  children,
}: {
  query: UseQueryResult<T>;
  loadingTitle?: string;
  /** Whether the answer can be shown (a message's link may name no booking). */
  usable?: (data: T) => boolean;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <LinkPageLoading title={loadingTitle} />;
  if (query.isError || !usable(query.data)) return <LinkPageInvalid error={query.error} />;
  return children(query.data);
}

/** What the link's answer did, once given; `note` follows it (the link was already used). */
export function LinkAnswered({ cancelled, note }: { cancelled: boolean; note: string | false }) {
  return (
    <p role="status" className="text-center">
      {cancelled
        ? 'Votre rendez-vous est annulé. Le salon est prévenu.'
        : 'Merci, le salon sait que vous venez.'}
      {note}
    </p>
  );
}

export function LinkExpired() {
  return (
    <p role="status" className="text-center">
      Ce lien a expiré : l'heure du rendez-vous est passée.
    </p>
  );
}

/** The appointment a link is about, with the salon's cancellation rule and this booking's deadline. */
export function LinkBooking({
  booking,
  rule,
  deadline,
}: {
  booking: BookingLinkView['booking'];
  rule: string | null;
  deadline: string | null;
}) {
  const zone = booking.timeZone;
  return (
    <BookingSummary
      facts={{
        status: booking.status,
        salonName: booking.salonName,
        salonAddress: booking.salonAddress,
        serviceName: booking.serviceName,
        price: booking.servicePrice,
        employeeFirstName: booking.employeeFirstName,
        startTime: booking.startTime,
        endTime: booking.endTime,
        timeZone: zone,
        rule:
          rule && deadline
            ? `${rule} Pour ce rendez-vous : jusqu'au ${formatDate(deadline, zone)} à ${formatTime(deadline, zone)}.`
            : '',
      }}
    />
  );
}
