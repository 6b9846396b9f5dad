import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// Stand-ins for the SMS and WhatsApp providers, for tests: one real HTTP server each on loopback, in
// the shape of the real API (a generic SMS gateway, Orange's SMS API with its OAuth token endpoint,
// Meta's WhatsApp Cloud API). Each keeps what it took, can be down (connections refused, or 503),
// can hold a request without answering (the sender dies or times out in doubt), and sends delivery
// receipts to our webhooks, signed as the provider signs them or wrongly.

/** How a stand-in misbehaves: refuse connections, answer 503, or take the request and never answer. */
export type StandInFault =
  | 'refuse'
  | 'unavailable'
  /** The message is taken (it reaches the phone), the answer never leaves. */
  | 'hold-after-taking'
  /** The request is read and left unanswered; the message is not taken. */
  | 'hold-before-taking';

type Handler = (request: IncomingMessage, body: string, url: URL) => { status: number; body: unknown };

interface StandIn {
  url: string;
  /** Every request that reached the provider while it was up, in order. */
  requests: { method: string; path: string }[];
  setFault(fault: StandInFault | null): Promise<void>;
  /** Resolves when a request is being held (a `hold-*` fault). */
  held(): Promise<void>;
  stop(): Promise<void>;
}

/** `holdsOnly`: the paths a `hold-*` fault holds (Orange's token endpoint answers while sends hang). */
async function startStandIn(
  handle: Handler,
  holdsOnly: (url: URL) => boolean = () => true,
): Promise<StandIn> {
  let fault: StandInFault | null = null;
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const requests: { method: string; path: string }[] = [];
  let heldWaiters: (() => void)[] = [];

  async function onRequest(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push({ method: request.method ?? '', path: url.pathname });
    if (fault === 'unavailable') {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'Service Unavailable' }));
      return;
    }
    const holding = (fault === 'hold-after-taking' || fault === 'hold-before-taking') && holdsOnly(url);
    if (holding && fault === 'hold-after-taking')
      handle(request, Buffer.concat(chunks).toString('utf8'), url);
    if (holding) {
      for (const wake of heldWaiters) wake();
      heldWaiters = [];
      return;
    }
    const answer = handle(request, Buffer.concat(chunks).toString('utf8'), url);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const created = createServer((request, response) => {
        onRequest(request, response).catch(() => {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: 'Bad Request' }));
        });
      });
      created.on('connection', (socket: Socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => resolve((created.address() as AddressInfo).port));
      server = created;
    });
  const close = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      if (!closing) return resolve();
      closing.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const port = await listen(0);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async setFault(next) {
      // Refused connections: nothing listens on the port any more, until the fault is lifted.
      if (next === 'refuse' && server) await close();
      if (next !== 'refuse' && !server) await listen(port);
      // A held request is dropped when its fault is lifted (its sender gave up or died long ago).
      if (next === null) for (const socket of sockets) socket.destroy();
      fault = next;
    },
    held: () => new Promise<void>((resolve) => heldWaiters.push(resolve)),
    stop: close,
  };
}

const bearerOf = (request: IncomingMessage) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
const parseJson = (body: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

async function post(url: string, body: string, headers: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

// ---- The generic HTTP SMS gateway.

export interface GatewaySms {
  id: string;
  to: string;
  text: string;
  sender: string;
  reference: string;
}

/**
 * The generic gateway: POST JSON {to, text, sender, reference} with the bearer token; `reference` is
 * an idempotency key (the same reference again is answered with the first id, no second SMS).
 */
export async function startSmsGateway(options: { token?: string } = {}) {
  const token = options.token ?? 'jeton-passerelle';
  const taken: GatewaySms[] = [];
  const unreachable = new Set<string>();
  const standIn = await startStandIn((request, raw) => {
    if (bearerOf(request) !== token) return { status: 401, body: { error: 'unauthorized' } };
    const body = parseJson(raw);
    const [to, text, sender, reference] = [body.to, body.text, body.sender, body.reference].map((value) =>
      typeof value === 'string' ? value : '',
    ) as [string, string, string, string];
    if (!to || !text || !reference) return { status: 422, body: { error: 'missing_field' } };
    if (unreachable.has(to)) return { status: 400, body: { error: 'invalid_number' } };
    const again = taken.find((sms) => sms.reference === reference);
    if (again) return { status: 200, body: { id: again.id } };
    const id = `gw-${randomBytes(6).toString('hex')}`;
    taken.push({ id, to, text, sender, reference });
    return { status: 202, body: { id } };
  });
  return {
    ...standIn,
    /** The SMS the gateway took (one per reference). */
    taken,
    token,
    /** Numbers it answers `invalid_number` for. */
    unreachable,
    /** The server's SMS_* settings for this gateway. */
    env: (secret: string) => ({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${standIn.url}/messages`,
      SMS_HTTP_TOKEN: token,
      SMS_SENDER: 'Rendezvous',
      SMS_WEBHOOK_SECRET: secret,
    }),
    /** A receipt to our webhook (`X-Webhook-Secret`), naming the message by our reference or its id. */
    sendReceipt: (
      siteUrl: string,
      secret: string,
      receipt: { reference?: string; id?: string; status: string; error?: string; failure?: string },
    ) => post(`${siteUrl}/api/webhooks/sms`, JSON.stringify(receipt), { 'x-webhook-secret': secret }),
  };
}

// ---- Orange's SMS API.

export interface OrangeSms {
  id: string;
  address: string;
  senderAddress: string;
  senderName?: string;
  message: string;
  notifyURL: string;
  callbackData: string;
}

/**
 * Orange: POST /oauth/v3/token (Basic client_id:client_secret, grant_type=client_credentials) gives
 * a bearer token; POST /smsmessaging/v1/outbound/{sender}/requests sends, answered 201 with the
 * request's resourceURL. No idempotency: each request taken is an SMS.
 */
export async function startOrangeSms(options: { expiresIn?: number } = {}) {
  const clientId = 'orange-client';
  const clientSecret = 'orange-secret';
  const senderAddress = 'tel:+21600000000';
  const tokens = new Set<string>();
  const taken: OrangeSms[] = [];
  const unreachable = new Set<string>();
  let tokensIssued = 0;
  const standIn = await startStandIn(
    (request, raw, url) => {
      if (url.pathname === '/oauth/v3/token') {
        const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
        if (request.headers.authorization !== `Basic ${basic}` || raw !== 'grant_type=client_credentials')
          return { status: 401, body: { error: 'invalid_client' } };
        const token = `orange-${randomBytes(8).toString('hex')}`;
        tokens.add(token);
        tokensIssued++;
        return {
          status: 200,
          body: { token_type: 'Bearer', access_token: token, expires_in: options.expiresIn ?? 3600 },
        };
      }
      const match = /^\/smsmessaging\/v1\/outbound\/([^/]+)\/requests$/.exec(url.pathname);
      if (!match) return { status: 404, body: { code: 404, message: 'Resource not found' } };
      if (!tokens.has(bearerOf(request) ?? ''))
        return { status: 401, body: { code: 42, message: 'Expired credentials' } };
      const sms = (parseJson(raw).outboundSMSMessageRequest ?? {}) as {
        address?: string;
        senderAddress?: string;
        senderName?: string;
        outboundSMSTextMessage?: { message?: string };
        receiptRequest?: { notifyURL?: string; callbackData?: string };
      };
      if (decodeURIComponent(match[1] ?? '') !== sms.senderAddress || !sms.address?.startsWith('tel:+'))
        return {
          status: 400,
          body: { requestError: { serviceException: { messageId: 'SVC0002', text: 'Invalid input value' } } },
        };
      if (unreachable.has(sms.address.slice('tel:'.length)))
        return {
          status: 400,
          body: {
            requestError: {
              serviceException: {
                messageId: 'SVC0004',
                text: 'No valid addresses provided in message part %1',
                variables: ['address'],
              },
            },
          },
        };
      const id = randomBytes(8).toString('hex');
      taken.push({
        id,
        address: sms.address,
        senderAddress: sms.senderAddress ?? '',
        senderName: sms.senderName,
        message: sms.outboundSMSTextMessage?.message ?? '',
        notifyURL: sms.receiptRequest?.notifyURL ?? '',
        callbackData: sms.receiptRequest?.callbackData ?? '',
      });
      return {
        status: 201,
        body: {
          outboundSMSMessageRequest: {
            ...sms,
            resourceURL: `${standIn.url}/smsmessaging/v1/outbound/${match[1]}/requests/${id}`,
          },
        },
      };
    },
    (url) => url.pathname !== '/oauth/v3/token',
  );
  return {
    ...standIn,
    taken,
    unreachable,
    senderAddress,
    tokensIssued: () => tokensIssued,
    /** Every token issued so far stops working (Orange revoked them): the next send is answered 401. */
    revokeTokens: () => tokens.clear(),
    env: (secret: string) => ({
      SMS_PROVIDER: 'orange',
      ORANGE_API_URL: standIn.url,
      ORANGE_CLIENT_ID: clientId,
      ORANGE_CLIENT_SECRET: clientSecret,
      ORANGE_SENDER_ADDRESS: senderAddress,
      ORANGE_SENDER_NAME: 'Rendezvous',
      SMS_WEBHOOK_SECRET: secret,
    }),
    /** A deliveryInfoNotification to the notifyURL the SMS carried (or to another address). */
    sendReceipt: (sms: Pick<OrangeSms, 'notifyURL' | 'callbackData' | 'address'>, deliveryStatus: string) =>
      post(
        sms.notifyURL,
        JSON.stringify({
          deliveryInfoNotification: {
            callbackData: sms.callbackData,
            deliveryInfo: { address: sms.address, deliveryStatus },
          },
        }),
        {},
      ),
  };
}

// ---- Meta's WhatsApp Cloud API.

export interface WhatsappMessage {
  id: string;
  to: string;
  template: string;
  language: string;
  params: string[];
  callbackData: string;
}

/**
 * WhatsApp Cloud: POST /{phoneNumberId}/messages with the bearer access token, a template message;
 * answered with messages[0].id. A number that is not on WhatsApp is answered error 131026.
 */
export async function startWhatsappCloud() {
  const phoneNumberId = '109876543210';
  const accessToken = `EAAG${randomBytes(12).toString('hex')}`;
  const appSecret = randomBytes(16).toString('hex');
  const verifyToken = randomBytes(8).toString('hex');
  const taken: WhatsappMessage[] = [];
  const unreachable = new Set<string>();
  const standIn = await startStandIn((request, raw, url) => {
    if (url.pathname !== `/${phoneNumberId}/messages`)
      return { status: 404, body: { error: { message: 'Unknown path', code: 100 } } };
    if (bearerOf(request) !== accessToken)
      return { status: 401, body: { error: { message: 'Invalid OAuth access token.', code: 190 } } };
    const body = parseJson(raw) as {
      to?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type: string; parameters: { type: string; text: string }[] }[];
      };
      biz_opaque_callback_data?: string;
    };
    const to = body.to ?? '';
    if (unreachable.has(to))
      return {
        status: 400,
        body: {
          error: {
            message: '(#131026) Message Undeliverable.',
            type: 'OAuthException',
            code: 131026,
            fbtrace_id: 'AbCdEf',
          },
        },
      };
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    taken.push({
      id,
      to,
      template: body.template?.name ?? '',
      language: body.template?.language?.code ?? '',
      params: body.template?.components?.[0]?.parameters.map((p) => p.text) ?? [],
      callbackData: body.biz_opaque_callback_data ?? '',
    });
    return {
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] },
    };
  });
  const sign = (body: string, secret: string) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return {
    ...standIn,
    taken,
    unreachable,
    appSecret,
    verifyToken,
    env: () => ({
      WHATSAPP_API_URL: standIn.url,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: accessToken,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
    }),
    /**
     * A status notification to our webhook, signed with the app secret (or `signWith`, a wrong one),
     * naming the message by its wamid and our id, as Meta does.
     */
    sendStatus: (
      siteUrl: string,
      message: Pick<WhatsappMessage, 'id' | 'callbackData' | 'to'>,
      status: 'sent' | 'delivered' | 'read' | 'failed',
      options: { errorCode?: number; signWith?: string } = {},
    ) => {
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '0',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { phone_number_id: phoneNumberId },
                  statuses: [
                    {
                      id: message.id,
                      status,
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      recipient_id: message.to,
                      biz_opaque_callback_data: message.callbackData,
                      ...(options.errorCode
                        ? { errors: [{ code: options.errorCode, title: 'Message undeliverable' }] }
                        : {}),
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
      return post(`${siteUrl}/api/webhooks/whatsapp`, body, {
        'x-hub-signature-256': sign(body, options.signWith ?? appSecret),
      });
    },
  };
}

export type SmsGatewayStandIn = Awaited<ReturnType<typeof startSmsGateway>>;
export type OrangeStandIn = Awaited<ReturnType<typeof startOrangeSms>>;
export type WhatsappStandIn = Awaited<ReturnType<typeof startWhatsappCloud>>;
