import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * How the server misbehaves, for the fault tests: refuse a command with a code (4xx temporary, 5xx
 * permanent), or take the whole message and drop the connection before answering it (the sender
 * cannot know the mail arrived: the one window where a resend makes a copy).
 */
export type SmtpFault =
  | { stage: 'mail' | 'rcpt' | 'data'; code: number; message?: string }
  | { stage: 'drop-after-data' }
  /** The whole message is read and never answered: not taken (no "250 OK" was sent), the sender waits. */
  | { stage: 'hold-data' };

/** The Message-ID header of a received mail (the outbox id: `<id@rendezvous.outbox>`). */
export function messageIdOf(mail: ReceivedMail): string | undefined {
  return /^message-id:\s*(<[^>]+>)/im.exec(mail.raw)?.[1];
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and restarted on its port. */
export async function startTestSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let fault: SmtpFault | null = null;
  let delayMs = 0;
  let heldWaiters: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const faultAt = (stage: 'mail' | 'rcpt' | 'data') =>
    fault && fault.stage === stage
      ? refusal(fault.code, fault.message ?? `${fault.code} Service indisponible (test)`)
      : null;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onMailFrom(_address, _session, callback) {
          callback(faultAt('mail'));
        },
        onRcptTo(_address, _session, callback) {
          callback(faultAt('rcpt'));
        },
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => {
            raw += chunk.toString('utf8');
          });
          stream.on('end', () => {
            if (fault?.stage === 'hold-data') {
              for (const wake of heldWaiters) wake();
              heldWaiters = [];
              return;
            }
            const answer = () => {
              const refused = faultAt('data');
              if (refused) return callback(refused);
              received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
              if (fault?.stage === 'drop-after-data') {
                // Delivered, but the "250 OK" never reaches the sender.
                for (const socket of sockets) socket.destroy();
                return;
              }
              callback();
            };
            if (delayMs > 0) setTimeout(answer, delayMs);
            else answer();
          });
        },
      });
      server.server.on('connection', (socket: Socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.once('error', reject);
      const listening = server;
      listening.listen(onPort, '127.0.0.1', () => resolve((listening.server.address() as AddressInfo).port));
    });
  const boundPort = await listen(port);
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        // Open sessions would hold close() for its 30-second grace period.
        for (const socket of sockets) socket.destroy();
      }),
    restart: () => listen(boundPort),
    /** From now on, misbehave this way (null: behave). */
    setFault(next: SmtpFault | null) {
      fault = next;
    },
    /** Resolves when a message is being held (the `hold-data` fault). */
    held: () => new Promise<void>((resolve) => heldWaiters.push(resolve)),
    /** Answer each message only after this many milliseconds (a slow server). */
    setDelay(ms: number) {
      delayMs = ms;
    },
  };
}
