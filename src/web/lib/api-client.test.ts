import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { ApiError, apiUrl, callApi, setApiTransport } from './api-client';

interface Sent {
  url: string;
  init: RequestInit;
}

/** Answers every request with `answer`, keeping what was sent. */
function answerWith(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  setApiTransport(async (url, init) => {
    sent.push({ url, init });
    return answer();
  });
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('callApi', () => {
  it('sends the entry’s method to its path, parameters encoded, query in its own order', async () => {
    const sent = answerWith(() => json({ items: [] }));
    await callApi(endpoints.salons.slots, {
      params: { id: 'a b/c' },
      query: { date: '2026-12-01', serviceId: 's1', employeeId: undefined },
    });
    await callApi(endpoints.admin.users, { query: { q: '', page: 2 } });
    expect(sent.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET /api/salons/a%20b%2Fc/slots?date=2026-12-01&serviceId=s1',
      'GET /api/admin/users?q=&page=2',
    ]);
    expect(sent[0]?.init.body).toBeUndefined();
    expect(sent[0]?.init.credentials).toBe('same-origin');
  });

  it('sends a body as JSON with its type, and the idempotency key of a create', async () => {
    const sent = answerWith(() => json({ id: 'x' }, 201));
    await callApi(endpoints.staff.addAbsence, {
      params: { id: 'e1' },
      body: { kind: 'absence', start: '2026-12-01T09:00', end: '2026-12-01T10:00' },
      idempotencyKey: 'k1',
    });
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k1' },
      body: '{"kind":"absence","start":"2026-12-01T09:00","end":"2026-12-01T10:00"}',
    });
  });

  it('sends no body and no type when the entry takes none', async () => {
    const sent = answerWith(() => json({ sentTo: 'a@b.tn' }));
    expect(await callApi(endpoints.accounts.resendVerification)).toEqual({ sentTo: 'a@b.tn' });
    expect(sent[0]?.init).toMatchObject({ method: 'POST', headers: {}, body: undefined });
  });

  it('reads an empty answer (204) as null', async () => {
    answerWith(() => new Response(null, { status: 204 }));
    expect(await callApi(endpoints.reviews.delete, { params: { id: 'r1' } })).toBeNull();
  });

  it('turns an error answer into an ApiError with the server’s code, French message and fields', async () => {
    answerWith(() =>
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Email invalide',
            fields: { email: 'Email invalide' },
          },
        },
        400,
      ),
    );
    const error = await callApi(endpoints.accounts.signIn, { body: { email: 'x', password: 'y' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Email invalide',
      fields: { email: 'Email invalide' },
    });
  });

  it('says when no answer came, or when the answer was not the API’s', async () => {
    setApiTransport(() => Promise.reject(new TypeError('fetch failed')));
    await expect(callApi(endpoints.accounts.me)).rejects.toMatchObject({ status: 0, code: 'network_error' });
    answerWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi(endpoints.accounts.me)).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Une erreur est survenue. Veuillez réessayer.',
    });
  });
});

describe('apiUrl', () => {
  it('is the address of what the browser opens itself', () => {
    expect(apiUrl(endpoints.bookings.calendarFile, { params: { id: 'b1' } })).toBe(
      '/api/bookings/b1/calendar.ics',
    );
    expect(apiUrl(endpoints.profile.exportData)).toBe('/api/me/export');
    expect(apiUrl(endpoints.notifications.stream)).toBe('/api/notifications/stream');
  });
});
