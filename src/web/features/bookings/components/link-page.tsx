import { Link } from 'react-router';
import { pages } from '@/shared/pages';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';

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
