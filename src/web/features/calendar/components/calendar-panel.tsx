import { useIsFetching } from '@tanstack/react-query';
import { CalendarCheck, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CALENDAR_TEXTS } from '@/shared/calendar';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { hasRole, useSession } from '@/web/lib/session/session';
import { toast, toastError } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import {
  useCalendarStatus,
  useDisconnectCalendar,
  useRefreshCalendar,
  useRenewFeed,
  useStartAuthorization,
} from '../api/calendar';
import { MonthEvents } from './month-events';

/**
 * The calendar link, on the profile page and in the agenda's tab: connect, sync and disconnect the
 * external calendar with a month of its events, and the private iCalendar address of one's bookings.
 */
export function CalendarPanel() {
  const status = useCalendarStatus();
  useErrorToast(status.isError, 'Erreur', 'Impossible de charger la connexion du calendrier.');
  if (status.isPending) return <Spinner />;
  if (!status.data) return null;
  const { provider } = status.data;
  return (
    <div className="grid gap-6">
      <ExternalCalendarCard
        provider={provider}
        configured={status.data.configured}
        connected={status.data.connected}
      />
      <FeedCard feedUrl={status.data.feedUrl} />
    </div>
  );
}

function ExternalCalendarCard({
  provider,
  configured,
  connected,
}: {
  provider: string;
  configured: boolean;
  connected: boolean;
}) {
  const start = useStartAuthorization();
  const disconnect = useDisconnectCalendar();
  const refresh = useRefreshCalendar();
  const publishesBookings = hasRole(useSession(), ['prestataire']);
  const syncing = useIsFetching({ queryKey: ['calendar'] }) > 0;

  const connect = () =>
    start.mutate(undefined, {
      // A full navigation: the provider's consent page, then back to /google-callback.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toastError(error, CALENDAR_TEXTS.authorizationFailed(provider)),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg">{provider} Calendar</CardTitle>
          {configured && (
            <Badge variant={connected ? 'default' : 'outline'}>
              {connected ? 'Connecté' : 'Non connecté'}
            </Badge>
          )}
        </div>
        <CardDescription>
          {connected
            ? `Vos événements ${provider} Calendar.`
            : `Connectez votre compte ${provider} pour voir vos événements ici.`}
          {/* Only a salon's bookings are written into the calendar (decision 036). */}
          {publishesBookings && ' Les rendez-vous confirmés de vos salons y sont ajoutés automatiquement.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!configured ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            {CALENDAR_TEXTS.notConfigured}
          </p>
        ) : connected ? (
          <>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={syncing} onClick={() => refresh()}>
                <RefreshCw aria-hidden="true" className={syncing ? 'animate-spin' : undefined} />
                Synchroniser
              </Button>
              <Button
                variant="outline"
                disabled={disconnect.isPending}
                onClick={() =>
                  disconnect.mutate(undefined, {
                    onSuccess: () =>
                      toast.success('Compte déconnecté', {
                        description: `Votre compte ${provider} Calendar n'est plus lié à Rendezvous.`,
                      }),
                    onError: (error) => toastError(error, CALENDAR_TEXTS.disconnectFailed(provider)),
                  })
                }
              >
                {disconnect.isPending ? 'Déconnexion...' : 'Déconnecter'}
              </Button>
            </div>
            <MonthEvents provider={provider} />
          </>
        ) : (
          <Button onClick={connect} disabled={start.isPending} className="justify-self-start">
            <CalendarCheck aria-hidden="true" />
            {start.isPending ? 'Redirection...' : `Connecter ${provider} Calendar`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function FeedCard({ feedUrl }: { feedUrl: string | null }) {
  const renew = useRenewFeed();
  const [confirming, setConfirming] = useState(false);
  const create = (then?: () => void) =>
    renew.mutate(undefined, {
      onSuccess: () => {
        toast.success(feedUrl ? 'Nouvelle adresse créée' : 'Adresse créée', {
          description: feedUrl
            ? "L'ancienne adresse ne fonctionne plus : mettez à jour vos abonnements."
            : 'Ajoutez-la à votre application de calendrier.',
        });
        then?.();
      },
      onError: (error) => toastError(error, "Impossible de créer l'adresse du calendrier."),
    });
  const copy = async () => {
    if (!feedUrl) return;
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success('Adresse copiée');
    } catch {
      toast.error('Erreur', {
        description: "Impossible de copier l'adresse : sélectionnez-la et copiez-la.",
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Abonnement à mes rendez-vous</CardTitle>
        <CardDescription>
          Une adresse iCalendar privée de vos rendez-vous à venir, pour Apple Calendrier, Outlook, Google
          Agenda ou toute autre application. Ne la partagez pas : elle suffit pour lire vos rendez-vous.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {feedUrl ? (
          <>
            <div className="grid gap-2">
              <Label htmlFor="calendar-feed-url">Adresse d'abonnement</Label>
              <div className="flex gap-2">
                <Input
                  id="calendar-feed-url"
                  value={feedUrl}
                  readOnly
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="outline" size="icon" aria-label="Copier l'adresse" onClick={copy}>
                  <Copy aria-hidden="true" />
                </Button>
              </div>
            </div>
            <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
              Régénérer l'adresse
            </Button>
            <Dialog open={confirming} onOpenChange={setConfirming}>
              <DialogContent
                title="Régénérer l'adresse ?"
                description="L'adresse actuelle cessera aussitôt de fonctionner, dans toutes les applications abonnées."
              >
                <div className="flex justify-end gap-2">
                  <DialogClose asChild>
                    <Button variant="outline">Annuler</Button>
                  </DialogClose>
                  <Button disabled={renew.isPending} onClick={() => create(() => setConfirming(false))}>
                    Régénérer
                  </Button>
                </div>
              </DialogContent>
            </Dialog>
          </>
        ) : (
          <Button className="justify-self-start" disabled={renew.isPending} onClick={() => create()}>
            Créer mon adresse d'abonnement
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
