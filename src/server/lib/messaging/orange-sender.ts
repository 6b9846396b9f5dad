import { logger } from '../logger';
import {
  answerText,
  callProvider,
  isRetryableStatus,
  PROVIDER_TIMEOUT_MS,
  type ProviderAnswer,
  textField,
} from './provider-http';
import { type MessageSender, PermanentSendFailure } from './sender';

export interface OrangeConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** "tel:+216…", the number the contract sends from. */
  senderAddress: string;
  senderName: string | null;
  /** Where Orange sends each message's delivery receipt (it carries the webhook's secret). */
  notifyUrl: string;
}

/** A token is renewed this long before Orange said it expires: a request never carries a dead one. */
const TOKEN_MARGIN_MS = 60_000;

/** Orange's service exceptions for an address that cannot receive the SMS. */
const INVALID_ADDRESS = ['SVC0002', 'SVC0004'];

/**
 * Orange's SMS API (developer.orange.com, "SMS" for Tunisia and the Africa and Middle East
 * countries): an OAuth2 token by client credentials, kept until shortly before it expires and
 * renewed once when a request is answered 401; one outbound request per message, with a receipt
 * request whose `callbackData` is our message id (the receipt names it, so a message in doubt is
 * settled by its receipt). Orange takes no idempotency key: a request left without an answer is
 * held in doubt (`SendInDoubt`, from callProvider), never sent again at once.
 */
export function createOrangeSender(
  config: OrangeConfig,
  options: { timeoutMs?: number } = {},
): MessageSender {
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  let token: { value: string; until: number } | null = null;
  let fetching: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    let answer: ProviderAnswer;
    try {
      answer = await callProvider(
        `${config.apiUrl}/oauth/v3/token`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: 'grant_type=client_credentials',
        },
        timeoutMs,
      );
    } catch (error) {
      // Asking for a token sends no SMS: whatever happened, asking again is harmless.
      throw new Error(`jeton Orange : ${(error as Error).message}`);
    }
    const value = textField(answer.body, 'access_token');
    if (answer.status !== 200 || !value) {
      if (answer.status === 400 || answer.status === 401)
        logger.error({ status: answer.status }, 'Orange refuse nos identifiants : vérifiez ORANGE_CLIENT_ID');
      throw new Error(answerText('jeton Orange', answer));
    }
    const seconds = Number(textField(answer.body, 'expires_in') ?? 3600);
    const lifetime = (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000;
    token = { value, until: performance.now() + Math.max(0, lifetime - TOKEN_MARGIN_MS) };
    return value;
  }

  /** The cached token, or a new one; concurrent sends share one request for it. */
  function currentToken(): Promise<string> {
    if (token && token.until > performance.now()) return Promise.resolve(token.value);
    fetching ??= fetchToken().finally(() => {
      fetching = null;
    });
    return fetching;
  }

  return {
    provider: 'orange',
    async send(message) {
      const url = `${config.apiUrl}/smsmessaging/v1/outbound/${encodeURIComponent(config.senderAddress)}/requests`;
      const body = JSON.stringify({
        outboundSMSMessageRequest: {
          address: `tel:${message.to}`,
          senderAddress: config.senderAddress,
          ...(config.senderName ? { senderName: config.senderName } : {}),
          outboundSMSTextMessage: { message: message.body },
          receiptRequest: { notifyURL: config.notifyUrl, callbackData: message.id },
        },
      });
      const post = async () =>
        callProvider(
          url,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${await currentToken()}`,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body,
          },
          timeoutMs,
        );
      let answer = await post();
      if (answer.status === 401) {
        // Revoked or expired early: one new token, one more try (a 401 took nothing).
        token = null;
        answer = await post();
      }
      const { status } = answer;
      if (status >= 200 && status < 300) {
        const resource = textField(answer.body, 'outboundSMSMessageRequest', 'resourceURL');
        const id = resource ? decodeURIComponent(resource.split('/').filter(Boolean).at(-1) ?? '') : '';
        return { providerMessageId: id || null, state: 'sent' };
      }
      const what = answerText('Orange SMS', answer);
      // Our credentials or contract (401 again, 403): every message would fail; they wait for the fix.
      if (status === 401 || status === 403 || isRetryableStatus(status) || status < 400) {
        if (status === 401 || status === 403)
          logger.error({ status }, 'Orange refuse nos envois : vérifiez le contrat');
        throw new Error(what);
      }
      const exception =
        textField(answer.body, 'requestError', 'serviceException', 'messageId') ??
        textField(answer.body, 'requestError', 'policyException', 'messageId');
      if (exception && INVALID_ADDRESS.includes(exception))
        throw new PermanentSendFailure('unreachable', what);
      throw new PermanentSendFailure('refused', what);
    },
  };
}
