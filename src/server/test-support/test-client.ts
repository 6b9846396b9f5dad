import { Agent } from 'undici';
import { must } from '@/shared/must';

/**
 * Connections that wait as long as the test allows. With PGlite the server answers in the test's own
 * process: 50 simultaneous requests can hold its event loop past fetch's 10-second connect limit on
 * a busy machine, and the request then failed ("connect timeout") although the server was about to
 * accept it. The test's own time limit still catches a server that never answers.
 */
const patient = new Agent({ connect: { timeout: 0 } });
/** A minimal browser stand-in for API tests: JSON requests, and the cookies the server sets. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | FormData | undefined = options.rawBody ?? options.form;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (typeof body === 'string') {
      headers['content-type'] ??= 'application/json';
    }
    // Node's fetch takes undici's `dispatcher`, which the DOM's RequestInit type does not list.
    const init: RequestInit & { dispatcher: Agent } = { method, headers, body, dispatcher: patient };
    const response = await fetch(`${this.baseUrl}/api${path}`, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    // A file (an .ics) is kept as text; every other answer is JSON.
    const isJson = !/^text\/(calendar|plain|html|csv)/.test(response.headers.get('content-type') ?? '');
    return {
      status: response.status,
      body: (text ? (isJson ? JSON.parse(text) : text) : null) as T,
      headers: response.headers,
    };
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>('GET', path);
  post = <T = Record<string, unknown>>(path: string, body: unknown = {}) =>
    this.request<T>('POST', path, { body });
  put = <T = Record<string, unknown>>(path: string, body: unknown = {}) =>
    this.request<T>('PUT', path, { body });

  /** The Cookie header this client sends, for a request that is not JSON (a file download). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Reads a server-sent-events stream; `next` resolves with the next event, or null after `timeoutMs`. */
export async function openEventStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = must(response.body, 'reader').getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: string }[] = [];
  // Assigned by `next`, called by the reader: typed so the narrowing does not decide it is always null.
  let waiting = null as (() => void) | null;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1];
          const data = /^data: ?(.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data });
          waiting?.();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    status: response.status,
    async next(eventName: string, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e) => e.event === eventName);
        if (index !== -1) return must(events.splice(index, 1)[0], 'events.splice(index, 1)[0]');
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    close: () => controller.abort(),
  };
}
