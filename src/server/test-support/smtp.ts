import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and restarted on its port. */
export async function startTestSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => {
            raw += chunk.toString('utf8');
          });
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve((server!.server.address() as AddressInfo).port));
    });
  const boundPort = await listen(port);
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    restart: () => listen(boundPort),
  };
}
