import { randomBytes } from 'node:crypto';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { type E2EUser, e2eAdmin, expect, signInViaApi, signUpViaApi } from './fixtures';

export interface TeamSalon {
  id: string;
  name: string;
  owner: E2EUser;
  services: { brushing: string; coupe: string; coloration: string };
  /** Sonia (Coiffeuse, every service) was added first, then Amel (Coloriste, brushing and colour only). */
  employees: { sonia: string; amel: string };
}

const origin = () => `http://localhost:${process.env.E2E_PORT}`;

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json().catch(() => null)) as T;
}

/**
 * A salon of its own for a test, built through the API as people would: a new prestataire approved
 * by the admin, the salon with three services (opening hours: the defaults, Monday to Saturday
 * 09:00-18:00), then approved. With `team`, two employees: Sonia performs everything, Amel only
 * the brushing and the colour.
 */
export async function createSalon(
  playwright: PlaywrightWorkerArgs['playwright'],
  { team }: { team: boolean },
): Promise<TeamSalon> {
  const ownerContext = await playwright.request.newContext({ baseURL: origin() });
  const adminContext = await playwright.request.newContext({ baseURL: origin() });
  try {
    const owner = await signUpViaApi(ownerContext, 'prestataire');
    const { me } = await ok<{ me: { user: { id: string } } }>(ownerContext.get('/api/me'));
    await signInViaApi(adminContext, e2eAdmin());
    await ok(adminContext.post(`/api/admin/providers/${me.user.id}/approve`));

    const name = `Salon Duo ${randomBytes(3).toString('hex')}`;
    const salon = await ok<{ id: string }>(
      ownerContext.post('/api/salons', { data: { name, address: '12 avenue Habib Bourguiba, Tunis' } }),
      201,
    );
    const service = (serviceName: string, price: string, duration: string) =>
      ok<{ id: string }>(
        ownerContext.post(`/api/salons/${salon.id}/services`, {
          data: { name: serviceName, price, duration },
        }),
        201,
      ).then((created) => created.id);
    const services = {
      brushing: await service('Brushing', '25', '30'),
      coupe: await service('Coupe femme', '35', '60'),
      coloration: await service('Coloration', '60', '60'),
    };
    const employees = { sonia: '', amel: '' };
    if (team) {
      const employee = (fullName: string, position: string, email: string) =>
        ok<{ id: string }>(
          ownerContext.post(`/api/salons/${salon.id}/employees`, { data: { fullName, position, email } }),
          201,
        ).then((created) => created.id);
      employees.sonia = await employee('Sonia Trabelsi', 'Coiffeuse', 'sonia.prive@e2e.rendezvous.tn');
      employees.amel = await employee('Amel Jaziri', 'Coloriste', 'amel.prive@e2e.rendezvous.tn');
      await ok(
        ownerContext.put(`/api/employees/${employees.amel}/schedule`, {
          data: {
            followsSalonHours: true,
            days: [],
            performsAllServices: false,
            serviceIds: [services.brushing, services.coloration],
          },
        }),
      );
    }
    await ok(adminContext.patch(`/api/admin/salons/${salon.id}/approval`, { data: { isApproved: true } }));
    return { id: salon.id, name, owner, services, employees };
  } finally {
    await ownerContext.dispose();
    await adminContext.dispose();
  }
}

/** The free times of a day, for one employee or for anyone. */
export async function slotsOf(
  request: APIRequestContext,
  salonId: string,
  serviceId: string,
  date: string,
  employeeId = '',
) {
  const query = `date=${date}&serviceId=${serviceId}${employeeId ? `&employeeId=${employeeId}` : ''}`;
  return (
    await ok<{ slots: { start: string; time: string }[] }>(
      request.get(`/api/salons/${salonId}/slots?${query}`),
    )
  ).slots;
}

/** A client of their own books `serviceId` at `time` on `date` with one employee, through the API. */
export async function bookAs(
  playwright: PlaywrightWorkerArgs['playwright'],
  salon: TeamSalon,
  booking: { serviceId: string; date: string; time: string; employeeId: string },
) {
  const client = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT}` });
  try {
    const user = await signUpViaApi(client, 'client');
    const slot = (await slotsOf(client, salon.id, booking.serviceId, booking.date, booking.employeeId)).find(
      (candidate) => candidate.time === booking.time,
    );
    expect(slot, `${booking.time} libre`).toBeTruthy();
    const response = await client.post('/api/bookings', {
      data: {
        salonId: salon.id,
        serviceId: booking.serviceId,
        start: slot?.start,
        employeeId: booking.employeeId,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return user.fullName;
  } finally {
    await client.dispose();
  }
}
