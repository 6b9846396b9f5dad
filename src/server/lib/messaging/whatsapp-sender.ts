import { logger } from '../logger';
import { answerText, callProvider, isRetryableStatus, PROVIDER_TIMEOUT_MS, textField } from './provider-http';
import { type MessageSender, PermanentSendFailure } from './sender';

export interface WhatsappCloudConfig {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  templateLanguage: string;
}

/**
 * WhatsApp's error codes for a number that cannot receive the message: not on WhatsApp, or an
 * application that cannot take it (131026, "Message undeliverable").
 */
export const WHATSAPP_UNREACHABLE_CODES = new Set([131026]);
/**
 * Codes that say "not now" rather than "never": rate limits, Meta's own failures, and our access
 * token or account (every message would fail: they wait for the setting to be fixed).
 */
const WHATSAPP_RETRY_CODES = new Set([
  0, 1, 2, 3, 4, 10, 190, 368, 80007, 130429, 131000, 131016, 131031, 131042, 131045, 131048, 131056, 133004,
]);

/** The template a message uses on WhatsApp: approved by Meta as a utility template under this name. */
export const whatsappTemplateName = (template: string) => `rdv_${template}`;

/**
 * Meta's WhatsApp Cloud API: one utility template per message (`rdv_<template>`, its body
 * parameters in order), our id as `biz_opaque_callback_data` so each status names it. The Cloud API
 * takes no idempotency key: a request left without an answer is held in doubt (`SendInDoubt`).
 */
export function createWhatsappSender(
  config: WhatsappCloudConfig,
  options: { timeoutMs?: number } = {},
): MessageSender {
  return {
    provider: 'whatsapp-cloud',
    async send(message) {
      const body = JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/\D/g, ''),
        type: 'template',
        template: {
          name: whatsappTemplateName(message.template),
          language: { code: config.templateLanguage },
          ...(message.params.length
            ? {
                components: [
                  { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
                ],
              }
            : {}),
        },
        biz_opaque_callback_data: message.id,
      });
      const answer = await callProvider(
        `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.accessToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
        },
        options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      );
      const { status } = answer;
      if (status >= 200 && status < 300) {
        return { providerMessageId: textField(answer.body, 'messages', 0, 'id'), state: 'sent' };
      }
      const what = answerText('WhatsApp', answer);
      const code = Number(textField(answer.body, 'error', 'code') ?? Number.NaN);
      if (WHATSAPP_UNREACHABLE_CODES.has(code)) throw new PermanentSendFailure('unreachable', what);
      if (isRetryableStatus(status) || status < 400 || status === 401 || WHATSAPP_RETRY_CODES.has(code)) {
        if (status === 401 || code === 190)
          logger.error({ code }, 'WhatsApp refuse notre jeton : vérifiez WHATSAPP_ACCESS_TOKEN');
        throw new Error(what);
      }
      throw new PermanentSendFailure('refused', what);
    },
  };
}
