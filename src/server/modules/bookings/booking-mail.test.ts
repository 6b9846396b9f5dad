import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { bookings, employees } from '../../db/schema';
import { bookOnline } from '../../test-support/booking-calls';
import { createOwnedSalon, createUser, signedIn } from '../../test-support/factories';
import { startTestSmtp } from '../../test-support/smtp';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A salon (with Sonia Trabelsi in its team, or no team), a client's booking there, refused by the salon. */
async function refusedMail(options: { withEmployee: boolean }) {
  const { ownerHttp, salonId, serviceId } = await createOwnedSalon(server, {
    service: { name: 'Brushing', price: '20.00', duration: 30 },
  });
  const [employee] = options.withEmployee
    ? await server.deps.db
        .insert(employees)
        .values({ salonId, fullName: 'Sonia Trabelsi', position: 'Coiffeuse' })
        .returning({ id: employees.id })
    : [];
  const client = await createUser(server.deps, { role: 'client' });
  const http = await signedIn(server, client);
  const booked = await bookOnline(http, { salonId, serviceId, start: tunis(nextMonday(3), '11:00') });
  expect(booked.status).toBe(201);
  // The booking names her (the only one of the team); said here so the mail is what is tested.
  if (employee) {
    await server.deps.db
      .update(bookings)
      .set({ employeeId: employee.id })
      .where(eq(bookings.id, booked.body.id));
  }
  const before = smtp.received.length;
  const refused = await ownerHttp.call(endpoints.bookingActions.refuse, {
    params: { id: booked.body.id },
    body: {
      note: 'Imprévu',
    },
  });
  expect(refused.body).toMatchObject({ booking: { status: 'refused' }, emailSent: true });
  const mail = smtp.received.slice(before).find((received) => received.to.includes(client.email));
  return mail?.raw.replace(/=\r?\n/g, '') ?? '';
}

describe("the client's e-mail says with whom the booking was", () => {
  it('names the employee by first name ("avec Sonia")', async () => {
    const text = await refusedMail({ withEmployee: true });
    expect(text).toContain('votre rendez-vous avec Sonia.');
    expect(text).not.toContain('Trabelsi');
  });

  it('says nothing of the kind in a salon without a team', async () => {
    const text = await refusedMail({ withEmployee: false });
    expect(text).toContain('votre rendez-vous.');
    expect(text).not.toContain(' avec ');
  });
});
