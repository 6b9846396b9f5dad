import path from 'node:path';
import type { MessageChannel } from '@/shared/messaging';

/**
 * Which provider carries each channel, from the environment (README.md, docs/deploy.md). Without a
 * provider, messages are written to files in the data folder (decision 078).
 */
export type SmsProviderConfig =
  | { provider: 'file' }
  | {
      /** A generic HTTP gateway: POST JSON, bearer token, receipts to our webhook with a shared secret. */
      provider: 'http';
      url: string;
      token: string | null;
      sender: string;
      webhookSecret: string;
    }
  | {
      /** Orange's SMS API: OAuth2 client credentials, outbound requests, delivery receipts. */
      provider: 'orange';
      apiUrl: string;
      clientId: string;
      clientSecret: string;
      /** "tel:+216…", the number the contract sends from. */
      senderAddress: string;
      senderName: string | null;
      webhookSecret: string;
    };

export type WhatsappProviderConfig =
  | { provider: 'file' }
  | {
      /** Meta's WhatsApp Cloud API: utility templates, receipts signed with the app secret. */
      provider: 'cloud';
      apiUrl: string;
      phoneNumberId: string;
      accessToken: string;
      appSecret: string;
      verifyToken: string;
      templateLanguage: string;
    };

export interface MessagingConfig {
  /** The site's address (`BASE_URL`): the webhooks a provider is told to call are under it. */
  siteUrl: string;
  /** Where the short links of SMS point: a short domain saves characters (`SMS_LINK_BASE_URL`). */
  linkBaseUrl: string;
  /** The data folder's messages, when a channel has no provider. */
  dir: string;
  sms: SmsProviderConfig;
  whatsapp: WhatsappProviderConfig;
  /** How often the messaging worker looks for messages to send; 0 turns it off (tests drive it). */
  intervalMs: number;
}

function required(env: NodeJS.ProcessEnv, name: string, because: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} est requis ${because}.`);
  return value;
}

function urlFrom(value: string, name: string): string {
  if (!URL.canParse(value)) throw new Error(`${name} doit être une URL absolue (reçu "${value}").`);
  return value.replace(/\/$/, '');
}

export function smsProviderFrom(env: NodeJS.ProcessEnv): SmsProviderConfig {
  const provider = env.SMS_PROVIDER?.trim() || 'file';
  if (provider === 'file') return { provider: 'file' };
  if (provider === 'http') {
    const because = 'quand SMS_PROVIDER=http';
    return {
      provider: 'http',
      url: urlFrom(required(env, 'SMS_HTTP_URL', because), 'SMS_HTTP_URL'),
      token: env.SMS_HTTP_TOKEN?.trim() || null,
      sender: required(env, 'SMS_SENDER', because),
      webhookSecret: required(env, 'SMS_WEBHOOK_SECRET', because),
    };
  }
  if (provider === 'orange') {
    const because = 'quand SMS_PROVIDER=orange';
    return {
      provider: 'orange',
      apiUrl: urlFrom(env.ORANGE_API_URL?.trim() || 'https://api.orange.com', 'ORANGE_API_URL'),
      clientId: required(env, 'ORANGE_CLIENT_ID', because),
      clientSecret: required(env, 'ORANGE_CLIENT_SECRET', because),
      senderAddress: required(env, 'ORANGE_SENDER_ADDRESS', because),
      senderName: env.ORANGE_SENDER_NAME?.trim() || null,
      webhookSecret: required(env, 'SMS_WEBHOOK_SECRET', because),
    };
  }
  throw new Error(`SMS_PROVIDER doit valoir file, http ou orange (reçu "${provider}").`);
}

export function whatsappProviderFrom(env: NodeJS.ProcessEnv): WhatsappProviderConfig {
  if (!env.WHATSAPP_PHONE_NUMBER_ID?.trim()) return { provider: 'file' };
  const because = 'quand WHATSAPP_PHONE_NUMBER_ID est défini';
  return {
    provider: 'cloud',
    apiUrl: urlFrom(env.WHATSAPP_API_URL?.trim() || 'https://graph.facebook.com/v21.0', 'WHATSAPP_API_URL'),
    phoneNumberId: required(env, 'WHATSAPP_PHONE_NUMBER_ID', because),
    accessToken: required(env, 'WHATSAPP_ACCESS_TOKEN', because),
    appSecret: required(env, 'WHATSAPP_APP_SECRET', because),
    verifyToken: required(env, 'WHATSAPP_VERIFY_TOKEN', because),
    templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE?.trim() || 'fr',
  };
}

export function messagingConfigFrom(
  env: NodeJS.ProcessEnv,
  options: { baseUrl: string; dataDir: string; intervalMs: number },
): MessagingConfig {
  const linkBase = env.SMS_LINK_BASE_URL?.trim();
  return {
    siteUrl: options.baseUrl,
    linkBaseUrl: linkBase ? urlFrom(linkBase, 'SMS_LINK_BASE_URL') : options.baseUrl,
    dir: path.join(options.dataDir, 'messages'),
    sms: smsProviderFrom(env),
    whatsapp: whatsappProviderFrom(env),
    intervalMs: options.intervalMs,
  };
}

/**
 * The channels whose sender reaches people on this deployment: e-mail with an SMTP server, SMS and
 * WhatsApp with their providers. The others write a file in the data folder (a development machine,
 * a deployment not yet set up), and the channel rule prefers any channel that reaches (decision 078).
 */
export function deliveringChannels(config: {
  mail: { smtpUrl: string | null };
  messaging: Pick<MessagingConfig, 'sms' | 'whatsapp'>;
}): MessageChannel[] {
  return [
    ...(config.mail.smtpUrl ? (['email'] as const) : []),
    ...(config.messaging.sms.provider === 'file' ? [] : (['sms'] as const)),
    ...(offersWhatsapp(config.messaging) ? (['whatsapp'] as const) : []),
  ];
}

/** Whether « Recevoir mes rappels par WhatsApp » is offered: only where WhatsApp reaches people (decision 081). */
export const offersWhatsapp = (config: Pick<MessagingConfig, 'whatsapp'>) =>
  config.whatsapp.provider !== 'file';
