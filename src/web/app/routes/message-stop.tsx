import { BellOff, LinkIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useMessageLink, useMessageLinkAction } from '@/web/features/bookings/api/message-links';
import { LinkPageFrame, LinkPageLinks } from '@/web/features/bookings/components/link-page';
import { ApiError } from '@/web/lib/api-client';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * The way out an SMS or a WhatsApp message carries (decision 078): that number receives no more
 * messages by that channel, from any salon, from the moment the button is pressed. Opening the page
 * changes nothing.
 */
export function Component() {
  const { code = '' } = useParams();
  const link = useMessageLink(code);
  const act = useMessageLinkAction(code);
  usePageTitle('Ne plus recevoir de messages');

  if (link.isPending) {
    return (
      <LinkPageFrame title="Ne plus recevoir de messages">
        <p role="status" className="text-center text-muted-foreground">
          Chargement...
        </p>
      </LinkPageFrame>
    );
  }
  if (link.isError) {
    const message =
      link.error instanceof ApiError
        ? link.error.message
        : 'Impossible de charger ce lien. Réessayez plus tard.';
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

  const view = link.data;
  const whatsapp = view.channel === 'whatsapp';
  const messages = whatsapp ? 'messages WhatsApp' : 'SMS';
  const error =
    act.error instanceof ApiError ? act.error.message : act.error ? 'Une erreur est survenue.' : null;

  return (
    <LinkPageFrame
      icon={<BellOff className="size-12 text-muted-foreground" aria-hidden="true" />}
      title={`Ne plus recevoir de ${messages}`}
    >
      {view.optedOut ? (
        <p role="status" className="text-center">
          C'est noté : vous ne recevrez plus de {messages} de Rendezvous.
        </p>
      ) : (
        <>
          <p className="text-center">
            Ce numéro ne recevra plus de {messages} de Rendezvous, de la part d'aucun salon : ni
            confirmations, ni rappels. Les salons pourront toujours vous joindre par e-mail si vous leur en
            avez donné un.
          </p>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button size="lg" variant="destructive" disabled={act.isPending} onClick={() => act.mutate('stop')}>
            {act.isPending ? 'Un instant...' : `Ne plus recevoir de ${messages}`}
          </Button>
        </>
      )}
      <LinkPageLinks />
    </LinkPageFrame>
  );
}
