import { BellOff } from 'lucide-react';
import type { MessageLinkView } from '@/shared/api-types';
import { Button } from '@/web/components/ui/button';
import { type useMessageLinkAction, useMessageLinkPage } from '@/web/features/bookings/api/message-links';
import { LinkActionError, LinkPage, LinkPageState } from '@/web/features/bookings/components/link-page';
import { usePageTitle } from '@/web/lib/use-page-title';

/**
 * The way out an SMS or a WhatsApp message carries (decision 078): that number receives no more
 * messages by that channel, from any salon, from the moment the button is pressed. Opening the page
 * changes nothing.
 */
export function Component() {
  const { link, act } = useMessageLinkPage();
  usePageTitle('Ne plus recevoir de messages');

  return (
    <LinkPageState query={link} loadingTitle="Ne plus recevoir de messages">
      {(view) => <StopPage view={view} act={act} />}
    </LinkPageState>
  );
}

function StopPage({ view, act }: { view: MessageLinkView; act: ReturnType<typeof useMessageLinkAction> }) {
  const whatsapp = view.channel === 'whatsapp';
  const messages = whatsapp ? 'messages WhatsApp' : 'SMS';

  return (
    <LinkPage
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
          <LinkActionError error={act.error} />
          <Button size="lg" variant="destructive" disabled={act.isPending} onClick={() => act.mutate('stop')}>
            {act.isPending ? 'Un instant...' : `Ne plus recevoir de ${messages}`}
          </Button>
        </>
      )}
    </LinkPage>
  );
}
