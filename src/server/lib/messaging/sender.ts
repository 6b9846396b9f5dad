import type { MessageFailure, PhoneChannel } from '@/shared/messaging';

/** A message as a provider gets it. `id` is ours: providers that take a reference get it, and echo it. */
export interface OutgoingMessage {
  id: string;
  channel: PhoneChannel;
  /** E.164. */
  to: string;
  template: string;
  body: string;
  /** The WhatsApp template's body parameters. */
  params: string[];
}

/** What the provider answered: its id for the receipts to name, and how far the message got. */
export interface SendOutcome {
  providerMessageId: string | null;
  /** 'delivered' when the provider's acceptance is the delivery (the data folder's files). */
  state: 'sent' | 'delivered';
}

/** Sends by one channel through one provider (decision 078). */
export interface MessageSender {
  /** Stored with each message, to match the provider's receipts. */
  provider: string;
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

/**
 * The provider refused the message for good (a number that does not exist, a refused template):
 * no retry, the next channel instead. Any other error is transient and retried.
 */
export class PermanentSendFailure extends Error {
  constructor(
    readonly failure: Extract<MessageFailure, 'unreachable' | 'refused'>,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The request may have reached the provider but no answer came back (a timeout, a connection cut
 * after sending): sending again at once could make a copy. The message stays in doubt, as when the
 * process dies mid-send: a receipt naming it settles it, else it leaves again after the grace.
 * Providers that take our id as an idempotency key (the HTTP gateway) never throw it.
 */
export class SendInDoubt extends Error {}

export type MessageSenders = Record<PhoneChannel, MessageSender>;
