import { z } from 'zod';

// The delivery receipts the SMS and WhatsApp providers send to our webhooks (decision 078). Only
// what we read is checked; anything else a provider adds is ignored. A receipt that does not fit
// gets one French message (RECEIPT_MALFORMED): it comes from a program, not from a form.

export const RECEIPT_MALFORMED = 'Accusé de réception mal formé.';

const id = z.string().trim().min(1).max(200);

/** The generic HTTP gateway's receipt: our reference (or its own id) and how far the SMS got. */
export const GatewayReceiptSchema = z
  .object({
    reference: id.optional(),
    id: id.optional(),
    status: z.enum(['sent', 'delivered', 'failed']),
    /** Why it failed, in the gateway's words (kept as the message's last error). */
    error: z.string().max(500).optional(),
    /** What the failure means for us: the number cannot receive SMS (default), or the SMS was refused. */
    failure: z.enum(['unreachable', 'refused']).optional(),
  })
  .refine((receipt) => receipt.reference !== undefined || receipt.id !== undefined);
export type GatewayReceipt = z.output<typeof GatewayReceiptSchema>;

/** Orange's `deliveryInfoNotification`, with our message id as `callbackData`. */
export const OrangeReceiptSchema = z.object({
  deliveryInfoNotification: z.object({
    callbackData: id.optional(),
    deliveryInfo: z.object({
      address: z.string().max(100).optional(),
      deliveryStatus: z.string().max(100),
    }),
  }),
});
export type OrangeReceipt = z.output<typeof OrangeReceiptSchema>;

const WhatsappStatusSchema = z.object({
  id: z.string().max(300),
  status: z.string().max(50),
  biz_opaque_callback_data: z.string().max(512).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().max(500).optional(),
        message: z.string().max(500).optional(),
      }),
    )
    .max(20)
    .optional(),
});
export type WhatsappStatus = z.output<typeof WhatsappStatusSchema>;

/**
 * A WhatsApp Cloud API notification: statuses of messages we sent under entry[].changes[].value;
 * the rest (incoming messages, other fields) is not read.
 */
export const WhatsappNotificationSchema = z.object({
  object: z.string().max(100).optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(100).optional(),
              value: z.object({ statuses: z.array(WhatsappStatusSchema).max(1000).optional() }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WhatsappNotification = z.output<typeof WhatsappNotificationSchema>;

/** Meta's check of the webhook's address: its three parameters, as it sends them (or not). */
export const WhatsappVerifyQuerySchema = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});
