import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { ReceiptAnswer } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import {
  GatewayReceiptSchema,
  OrangeReceiptSchema,
  RECEIPT_MALFORMED,
  WhatsappNotificationSchema,
  WhatsappVerifyQuerySchema,
} from '@/shared/schemas/message-receipts';
import { AppError, notFound, rateLimited } from '../../base/errors';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { bodyFlaw, clientIp, NUL_REFUSED, rateLimitSubject, TOO_DEEP } from '../../lib/http';
import { recordReceipt } from '../../lib/messaging/outbox';
import { consumeRateLimit, waitText } from '../../lib/rate-limit';
import { gatewayReceipt, orangeReceipt, whatsappReceipt } from './receipts';

/** The header the generic gateway carries its shared secret in. */
export const GATEWAY_SECRET_HEADER = 'x-webhook-secret';
/** Meta's signature of the raw body with the app secret: `sha256=<hex>`. */
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

export const WEBHOOK_REFUSED = 'Accusé de réception refusé : secret ou signature invalide.';
export const SMS_NOT_CONFIGURED =
  "Aucun fournisseur de SMS n'est configuré : cet accusé de réception n'est pas attendu.";
export const WHATSAPP_NOT_CONFIGURED =
  "WhatsApp n'est pas configuré : cet accusé de réception n'est pas attendu.";

/**
 * Equal in constant time, whatever the lengths: both sides hashed first, so neither the content nor
 * the length of the secret leaks through the time a comparison takes.
 */
export function sameSecret(given: string | Buffer, expected: string | Buffer): boolean {
  const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether `header` is Meta's signature of these exact bytes with the app secret. */
export function validWhatsappSignature(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  const expected = `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
  return sameSecret(header ?? '', expected);
}

/**
 * The delivery receipts of the SMS and WhatsApp providers (decision 078). Public routes: no session,
 * a secret (the gateway's header, the secret in Orange's notify address) or Meta's signature of the
 * raw body instead, checked in constant time before anything is read. A refused one changes
 * nothing; refusals from one address are counted, and past the sign-in limit answered 429. A
 * receipt for a message we do not know is acknowledged (200) so that the provider stops resending.
 */
export function registerMessagingWebhookRoutes(api: ApiRouter, { db, config }: AppDeps) {
  const { sms, whatsapp } = config.messaging;
  // Receipts of either SMS route are taken while an SMS provider is configured: a message sent
  // through the previous provider still gets its receipt after a change of provider.
  const smsSecret = sms.provider === 'file' ? null : sms.webhookSecret;

  /** A refusal, counted per address: a guesser meets the limit, the provider's own calls never do. */
  async function refuse(c: Context<AppEnv>): Promise<never> {
    const key = `webhook:${rateLimitSubject(clientIp(c, config.trustProxy))}`;
    const { allowed, retryAfterSeconds } = await consumeRateLimit(db, key, config.authRateLimit);
    if (!allowed)
      throw rateLimited(
        `Trop d'accusés de réception refusés. Veuillez réessayer dans ${waitText(retryAfterSeconds)}.`,
        retryAfterSeconds,
      );
    throw new AppError(403, 'webhook_refused', WEBHOOK_REFUSED);
  }

  /** The raw bytes (what a signature covers), then parsed and checked: any flaw is a French 400. */
  const rawBody = async (c: Context<AppEnv>) => Buffer.from(await c.req.arrayBuffer());
  function parse<T extends z.ZodType>(raw: Buffer, schema: T): z.output<T> {
    let data: unknown;
    try {
      data = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError(400, 'invalid_json', 'Le corps de la requête doit être un JSON valide.');
    }
    const flaw = bodyFlaw(data);
    if (flaw === 'nul') throw new AppError(400, 'invalid_character', NUL_REFUSED);
    if (flaw === 'too_deep') throw new AppError(400, 'invalid_json', TOO_DEEP);
    const result = schema.safeParse(data);
    if (!result.success) throw new AppError(400, 'validation_failed', RECEIPT_MALFORMED);
    return result.data;
  }
  const answer = (c: Context<AppEnv>, recorded: boolean) => c.json({ recorded } satisfies ReceiptAnswer);

  api.route(endpoints.messagingWebhooks.gatewayReceipt, { allow: 'visitor' }, async (c) => {
    if (!smsSecret) throw notFound(SMS_NOT_CONFIGURED);
    if (!sameSecret(c.req.header(GATEWAY_SECRET_HEADER) ?? '', smsSecret)) await refuse(c);
    const body = parse(await rawBody(c), GatewayReceiptSchema);
    const recorded = await recordReceipt(
      db,
      { provider: 'sms-http', providerMessageId: body.id, messageId: body.reference, channel: 'sms' },
      gatewayReceipt(body),
    );
    return answer(c, recorded);
  });

  api.route(endpoints.messagingWebhooks.orangeReceipt, { allow: 'visitor' }, async (c) => {
    if (!smsSecret) throw notFound(SMS_NOT_CONFIGURED);
    if (!sameSecret(c.req.param('secret') ?? '', smsSecret)) await refuse(c);
    const body = parse(await rawBody(c), OrangeReceiptSchema);
    const receipt = orangeReceipt(body);
    const recorded = receipt
      ? await recordReceipt(
          db,
          { provider: 'orange', messageId: body.deliveryInfoNotification.callbackData, channel: 'sms' },
          receipt,
        )
      : false;
    return answer(c, recorded);
  });

  api.route(
    endpoints.messagingWebhooks.whatsappVerify,
    { allow: 'visitor', query: WhatsappVerifyQuerySchema },
    async (c, _viewer, read) => {
      if (whatsapp.provider !== 'cloud') throw notFound(WHATSAPP_NOT_CONFIGURED);
      const query = read.query();
      const mode = query['hub.mode'];
      const token = query['hub.verify_token'] ?? '';
      const challenge = query['hub.challenge'] ?? '';
      if (mode !== 'subscribe' || !sameSecret(token, whatsapp.verifyToken)) await refuse(c);
      // Meta expects the challenge back as it sent it; text, so that no page can run it.
      c.header('x-content-type-options', 'nosniff');
      return c.text(challenge.slice(0, 200));
    },
  );

  api.route(endpoints.messagingWebhooks.whatsappReceipt, { allow: 'visitor' }, async (c) => {
    if (whatsapp.provider !== 'cloud') throw notFound(WHATSAPP_NOT_CONFIGURED);
    const raw = await rawBody(c);
    if (!validWhatsappSignature(raw, c.req.header(WHATSAPP_SIGNATURE_HEADER), whatsapp.appSecret))
      await refuse(c);
    const body = parse(raw, WhatsappNotificationSchema);
    let recorded = false;
    for (const entry of body.entry) {
      for (const change of entry.changes) {
        for (const status of change.value.statuses ?? []) {
          const receipt = whatsappReceipt(status);
          if (!receipt) continue;
          const done = await recordReceipt(
            db,
            {
              provider: 'whatsapp-cloud',
              providerMessageId: status.id,
              messageId: status.biz_opaque_callback_data,
              channel: 'whatsapp',
            },
            receipt,
          );
          recorded ||= done;
        }
      }
    }
    return answer(c, recorded);
  });
}
