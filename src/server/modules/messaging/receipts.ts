import type { GatewayReceipt, OrangeReceipt, WhatsappStatus } from '@/shared/schemas/message-receipts';
import type { Receipt } from '../../lib/messaging/outbox';
import { WHATSAPP_UNREACHABLE_CODES } from '../../lib/messaging/whatsapp-sender';

// Each provider's words for how far a message got, in ours (`Receipt`, recorded by recordReceipt).
// A status that tells nothing new (unknown, or "accepted") is null: acknowledged, nothing changed.

export function gatewayReceipt(body: GatewayReceipt): Receipt {
  if (body.status !== 'failed') return { state: body.status };
  return {
    state: 'failed',
    failure: body.failure ?? 'unreachable',
    error: `passerelle SMS : ${body.error ?? 'échec de remise'}`,
  };
}

/** Orange's delivery statuses (GSMA OneAPI): only the terminal ones settle a message. */
export function orangeReceipt(body: OrangeReceipt): Receipt | null {
  const status = body.deliveryInfoNotification.deliveryInfo.deliveryStatus;
  switch (status) {
    case 'DeliveredToTerminal':
      return { state: 'delivered' };
    case 'DeliveryImpossible':
      return { state: 'failed', failure: 'unreachable', error: `Orange SMS : ${status}` };
    case 'DeliveredToNetwork':
    case 'MessageWaiting':
    case 'DeliveryUncertain':
    case 'DeliveryNotificationNotSupported':
      return { state: 'sent' };
    default:
      return null;
  }
}

/** One status of a WhatsApp notification: sent, delivered, read, or failed with Meta's error code. */
export function whatsappReceipt(status: WhatsappStatus): Receipt | null {
  switch (status.status) {
    case 'sent':
    case 'delivered':
    case 'read':
      return { state: status.status };
    case 'failed': {
      const error = status.errors?.[0];
      const unreachable = error?.code !== undefined && WHATSAPP_UNREACHABLE_CODES.has(error.code);
      return {
        state: 'failed',
        failure: unreachable ? 'unreachable' : 'refused',
        error:
          `WhatsApp : ${error?.code ?? ''} ${error?.title ?? error?.message ?? 'échec de remise'}`.trim(),
      };
    }
    default:
      return null;
  }
}
