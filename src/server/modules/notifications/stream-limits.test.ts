import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie } from '../../test-support/factories';
import { openEventStream } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STREAMS_PER_SESSION: '2', STREAMS_PER_IP: '3' });
});
afterAll(async () => {
  await server?.stop();
});

const streamUrl = () => `${server.url}/api/notifications/stream`;
const cookieOf = async () => sessionCookie(server.url, await createUser(server.deps, { role: 'client' }));

async function refusal(cookie: string) {
  const response = await fetch(streamUrl(), { headers: { cookie, accept: 'text/event-stream' } });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

/** A closed stream is released when the server sees the socket end: shortly, not at once. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('open realtime streams are capped', () => {
  it('per session, then per IP, with a French 429 and Retry-After; a closed stream frees its place', async () => {
    const first = await cookieOf();
    const a = await openEventStream(streamUrl(), first);
    const b = await openEventStream(streamUrl(), first);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await refusal(first)).toEqual({
      status: 429,
      retryAfter: '30',
      body: {
        error: {
          code: 'rate_limited',
          message:
            'Trop de connexions en direct sont ouvertes. Fermez des onglets de Rendezvous puis réessayez.',
        },
      },
    });

    // A second person from the same address: one more stream fits under the IP's cap of 3, not two.
    const second = await cookieOf();
    const c = await openEventStream(streamUrl(), second);
    expect(c.status).toBe(200);
    expect((await refusal(second)).status).toBe(429);

    a.close();
    let reopened: Awaited<ReturnType<typeof openEventStream>> | null = null;
    expect(
      await eventually(async () => {
        const attempt = await openEventStream(streamUrl(), first);
        if (attempt.status === 200) reopened = attempt;
        else attempt.close();
        return attempt.status === 200;
      }),
    ).toBe(true);
    for (const stream of [b, c, reopened as Awaited<ReturnType<typeof openEventStream>> | null])
      stream?.close();
  });
});
