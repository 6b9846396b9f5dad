import type { z } from 'zod';
import type { ReceiptAnswer } from '../api-types';
import { type Download, endpoint, type UrlQuery } from '../endpoint';
import type { WhatsappVerifyQuerySchema } from '../schemas/message-receipts';

// The SMS and WhatsApp providers' delivery receipts (server: modules/messaging/webhook-routes.ts,
// decision 078). Called by the providers, never by the web: no session, a shared secret or a
// signature instead (README.md and docs/deploy.md give each provider its address).

export const messagingWebhooks = {
  /** The generic HTTP gateway: the secret in the `X-Webhook-Secret` header. */
  gatewayReceipt: endpoint<{ answer: ReceiptAnswer }>()('POST', '/webhooks/sms'),
  /** Orange's receipts: Orange calls the notifyURL it was given, which carries the secret. */
  orangeReceipt: endpoint<{ answer: ReceiptAnswer }>()('POST', '/webhooks/sms/orange/:secret'),
  /** Meta's check of the webhook's address: answers `hub.challenge` as text when the token matches. */
  whatsappVerify: endpoint<{
    answer: Download;
    query: UrlQuery<z.input<typeof WhatsappVerifyQuerySchema>>;
  }>()('GET', '/webhooks/whatsapp'),
  /** WhatsApp's statuses, signed with the app secret (`X-Hub-Signature-256`). */
  whatsappReceipt: endpoint<{ answer: ReceiptAnswer }>()('POST', '/webhooks/whatsapp'),
} as const;
