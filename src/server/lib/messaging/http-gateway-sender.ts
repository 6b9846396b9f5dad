import { logger } from '../logger';
import { answerText, callProvider, isRetryableStatus, PROVIDER_TIMEOUT_MS, textField } from './provider-http';
import { type MessageSender, PermanentSendFailure, SendInDoubt } from './sender';

export interface HttpGatewayConfig {
  url: string;
  token: string | null;
  sender: string;
}

/** What the gateway answers (its JSON `error` or `code`) for a number that cannot receive SMS. */
export const GATEWAY_INVALID_NUMBER = ['invalid_number', 'unknown_number', 'unreachable'];

/**
 * A generic HTTP SMS gateway (README.md, docs/deploy.md): POST JSON `{to, text, sender, reference}`,
 * `Authorization: Bearer` when a token is set. `reference` is our message id: the gateway must take
 * it as an idempotency key (the same reference twice is one SMS) and echo it in its receipts. So a
 * request left without an answer is simply sent again, never held in doubt.
 *
 * - 2xx `{id}`: taken; `id` is its own id, which receipts may name instead of the reference.
 * - 4xx with `{"error": "invalid_number"}` (or `code`): the number cannot receive SMS, for good.
 * - 401, 403: our token is refused; every message would be, so they wait for the setting to be fixed.
 * - 408, 429, 5xx, no answer: try again later. Any other 4xx: refused for good.
 */
export function createHttpGatewaySender(
  config: HttpGatewayConfig,
  options: { timeoutMs?: number } = {},
): MessageSender {
  return {
    provider: 'sms-http',
    async send(message) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
      };
      if (config.token) headers.authorization = `Bearer ${config.token}`;
      const body = JSON.stringify({
        to: message.to,
        text: message.body,
        sender: config.sender,
        reference: message.id,
      });
      let answer: Awaited<ReturnType<typeof callProvider>>;
      try {
        answer = await callProvider(
          config.url,
          { method: 'POST', headers, body },
          options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
        );
      } catch (error) {
        // The reference makes a second request harmless: no doubt to wait out.
        if (error instanceof SendInDoubt) throw new Error(error.message);
        throw error;
      }
      const { status } = answer;
      if (status >= 200 && status < 300) {
        return { providerMessageId: textField(answer.body, 'id'), state: 'sent' };
      }
      const what = answerText('passerelle SMS', answer);
      if (status === 401 || status === 403) {
        logger.error({ status }, 'la passerelle SMS refuse notre jeton : vérifiez SMS_HTTP_TOKEN');
        throw new Error(what);
      }
      if (isRetryableStatus(status) || status < 400) throw new Error(what);
      const code = textField(answer.body, 'error') ?? textField(answer.body, 'code');
      if (code && GATEWAY_INVALID_NUMBER.includes(code)) throw new PermanentSendFailure('unreachable', what);
      throw new PermanentSendFailure('refused', what);
    },
  };
}
