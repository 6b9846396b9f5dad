import { CalendarCheck2, CalendarClock, CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MessageLinkView } from '@/shared/api-types';
import { pages } from '@/shared/pages';
import { DestructiveActions } from '@/web/components/destructive-actions';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { type useMessageLinkAction, useMessageLinkPage } from '@/web/features/bookings/api/message-links';
import {
  LinkActionError,
  LinkAnswered,
  LinkBooking,
  LinkExpired,
  LinkPage,
  LinkPageState,
} from '@/web/features/bookings/components/link-page';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * The page an SMS's or a WhatsApp message's « Confirmer ou annuler » link opens (decision 078),
 * signed in or not. Opening it changes nothing (a phone's link preview opens it too): a button does,
 * once; the cancellation asks first.
 */
export function Component() {
  const { code, link, act } = useMessageLinkPage();
  usePageTitle('Votre rendez-vous');

  return (
    <LinkPageState query={link} usable={(data) => Boolean(data.booking)}>
      {(view) => <AnswerPage code={code} view={view} act={act} />}
    </LinkPageState>
  );
}

function AnswerPage({
  code,
  view,
  act,
}: {
  code: string;
  view: MessageLinkView;
  act: ReturnType<typeof useMessageLinkAction>;
}) {
  const [asking, setAsking] = useState(false);
  const booking = view.booking;
  if (!booking) return null;
  const ready = view.state === 'ready';

  return (
    <LinkPage
      icon={iconOf(view)}
      title={titleOf(view)}
      moreLinks={
        <Link to={pages.messageStop(code)} className="underline">
          {view.channel === 'whatsapp' ? 'Ne plus recevoir de messages WhatsApp' : 'Ne plus recevoir de SMS'}
        </Link>
      }
    >
      {view.answer && (
        <LinkAnswered
          cancelled={view.answer === 'cancelled'}
          note={!act.isSuccess && ' Vous avez déjà répondu par ce lien.'}
        />
      )}
      {view.state === 'expired' && <LinkExpired />}
      <LinkBooking booking={booking} rule={view.cancellationRule} deadline={view.cancelDeadline} />
      {ready && view.confirmRefusal && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {view.confirmRefusal}
        </p>
      )}
      {ready && view.cancelRefusal && booking.status !== 'cancelled' && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {view.cancelRefusal}
        </p>
      )}
      <LinkActionError error={act.error} />
      {ready && (!view.confirmRefusal || !view.cancelRefusal) && (
        <div className="grid gap-3">
          {!view.confirmRefusal && (
            <Button size="lg" disabled={act.isPending} onClick={() => act.mutate('confirm')}>
              {act.isPending && act.variables === 'confirm' ? 'Un instant...' : 'Je confirme ma venue'}
            </Button>
          )}
          {!view.cancelRefusal && (
            <Button size="lg" variant="outline" disabled={act.isPending} onClick={() => setAsking(true)}>
              Annuler ce rendez-vous
            </Button>
          )}
        </div>
      )}
      {asking && (
        <Dialog open onOpenChange={setAsking}>
          <DialogContent
            title="Annuler ce rendez-vous ?"
            description="Le salon sera prévenu et l'horaire proposé à d'autres clients."
            role="alertdialog"
          >
            <DestructiveActions
              backLabel="Garder le rendez-vous"
              confirmLabel="Oui, annuler"
              pending={act.isPending}
              onBack={() => setAsking(false)}
              onConfirm={() => act.mutate('cancel', { onSettled: () => setAsking(false) })}
            />
          </DialogContent>
        </Dialog>
      )}
    </LinkPage>
  );
}

function titleOf(view: MessageLinkView): string {
  if (view.answer === 'cancelled') return 'Rendez-vous annulé';
  if (view.answer === 'confirmed') return 'Venue confirmée';
  return 'Votre rendez-vous';
}

function iconOf(view: MessageLinkView) {
  if (view.answer === 'cancelled')
    return <CalendarX2 className="size-12 text-destructive" aria-hidden="true" />;
  if (view.answer === 'confirmed')
    return <CalendarCheck2 className="size-12 text-green-600" aria-hidden="true" />;
  return <CalendarClock className="size-12 text-primary" aria-hidden="true" />;
}
