import type { MessageLinkView } from '../api-types';
import { endpoint, type NoBody } from '../endpoint';

// The short links of the SMS and WhatsApp messages (decision 078), read and used without a session:
// the code is the proof (server: modules/messaging for the read and the way out, modules/bookings
// for the answers).
export const messageLinks = {
  read: endpoint<{ answer: MessageLinkView }>()('GET', '/message-links/:code'),
  /** « Je confirme ma venue ». */
  confirm: endpoint<{ answer: MessageLinkView; body: NoBody }>()('POST', '/message-links/:code/confirm'),
  /** « Annuler ce rendez-vous », within the salon's cancellation window. */
  cancel: endpoint<{ answer: MessageLinkView; body: NoBody }>()('POST', '/message-links/:code/cancel'),
  /** « Ne plus recevoir de SMS » (or of WhatsApp messages): that number, that channel, at once. */
  stop: endpoint<{ answer: MessageLinkView; body: NoBody }>()('POST', '/message-links/:code/stop'),
} as const;
