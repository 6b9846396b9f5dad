import type { MessageLinkView } from '@/shared/api-types';
import {
  MESSAGE_LINK_EXPIRED,
  MESSAGE_LINK_INVALID,
  MESSAGE_LINK_USED,
  messageLinkView,
} from '../messaging/message-link-view';
import { findMessageLink } from '../messaging/message-links';
import type { BookingChangeContext } from './booking-write';
import { answerByLink } from './one-tap-answers';

const CANCEL_NOTE = {
  sms: 'Annulé par le client depuis le SMS.',
  whatsapp: 'Annulé par le client depuis le message WhatsApp.',
} as const;

/**
 * Answers an SMS's or a WhatsApp message's link (decision 078) as the reminder e-mail's links are
 * answered: by `answerByLink` (decision 087), with the message page's words for its refusals.
 */
export async function answerMessageLink(
  options: BookingChangeContext & { code: string; answer: 'confirm' | 'cancel' },
): Promise<MessageLinkView> {
  const { now } = options;
  return answerByLink({
    ...options,
    find: (tx) => findMessageLink(tx, options.code, now, true),
    answer: () => (options.answer === 'cancel' ? 'cancel' : 'confirm_attendance'),
    cancelNote: (link) => CANCEL_NOTE[link.channel],
    refusals: { invalid: MESSAGE_LINK_INVALID, used: MESSAGE_LINK_USED, expired: MESSAGE_LINK_EXPIRED },
    // What the page shows after the answer, read in its transaction.
    after: (tx, spent) => messageLinkView(tx, spent, now),
  });
}
