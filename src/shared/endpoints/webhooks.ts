import type { ReceiptAnswer } from '../api-types';
import { type Download, endpoint } from '../endpoint';

// The SMS and WhatsApp providers' delivery receipts (server: modules/messaging/webhook-routes.ts,
// decision 078). Called by the providers, never by the web: no session, a shared secret or a
// signature instead (README.md and docs/deploy.md give each provider its address).

export const messagingWebhooks = {
  /** The generic HTTP gateway: the secret in the `X-Webhook-Secret` header. */
  gatewayReceipt: endpoint<{ answer: ReceiptAnswer }>()('POST', '/webhooks/sms'),
  /** Orange's receipts: Orange calls the notifyURL it was given, which carries the secret. */
  orangeReceipt: endpoint<{ answer: ReceiptAnswer }>()('POST', '/webhooks/sms/orange/:secret'),
  /** Meta's check of the webhook's address: answers `hub.challenge` as text when the token matches. */
  whatsappVerify: endpoint<{ answer: Download }>()('GET', '/webhooks/whatsapp'),
  /** WhatsApp's statuses, signed with the app secret (`X-Hub-Signature-256`). */
  whatsappReceipt: endpoint<{ answer: ReceiptAnswer }>()('POST', '/webhooks/whatsapp'),
} as const;
