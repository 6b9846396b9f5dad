import { MessageSquare } from 'lucide-react';
import { formatShortDay, formatTime } from '@/shared/format';
import { messageTemplateLabel } from '@/shared/message-labels';
import { messageStateLabel } from '@/shared/messaging';
import { useBookingMessages } from '../api/agenda';

/**
 * "Messages au client" in the agenda's booking dialog: each SMS or WhatsApp message sent about the
 * booking, what it was, its state ("SMS remis", "WhatsApp lu", "Échec : numéro injoignable") and
 * when it got there (decision 078). Nothing while loading or when none was sent: e-mails are not
 * listed, as before.
 */
export function BookingMessages({ bookingId, timeZone }: { bookingId: string; timeZone: string }) {
  const messages = useBookingMessages(bookingId);
  const items = messages.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`messages-${bookingId}`} className="grid gap-1 text-sm">
      <h3 id={`messages-${bookingId}`} className="flex items-center gap-2 font-medium">
        <MessageSquare className="size-4 text-muted-foreground" aria-hidden="true" />
        Messages au client
      </h3>
      <ul className="grid gap-1">
        {items.map((message) => {
          const failed = message.state === 'failed';
          return (
            <li key={message.id} className="flex flex-wrap gap-x-2">
              <span className="text-muted-foreground">{messageTemplateLabel(message.template)} :</span>
              <span className={failed ? 'font-medium text-destructive' : 'font-medium'}>
                {messageStateLabel(message.channel, message.state, message.failure)}
              </span>
              <span className="text-muted-foreground">
                <time dateTime={message.stateAt}>
                  {formatShortDay(message.stateAt, timeZone)} à {formatTime(message.stateAt, timeZone)}
                </time>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
