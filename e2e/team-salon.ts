import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, signInAsNew } from './fixtures';
import { type TeamSalon, take } from './world';

export type { TeamSalon } from './world';

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json().catch(() => null)) as T;
}

/**
 * A salon of its own for a test, from the seeded world (e2e/world.ts): an approved prestataire's
 * approved salon with three services (default hours, Monday to Saturday 09:00-18:00). With `team`,
 * two employees: Sonia performs everything, Amel only the brushing and the colour.
 */
export function takeSalon({ team }: { team: boolean }): TeamSalon {
  return take(team ? 'teamSalon' : 'soloSalon');
}

/** A new client signed in on `page`, on the booking page of a salon of their own; the salon. */
export async function clientOnBookingPage(page: Page, { team }: { team: boolean }): Promise<TeamSalon> {
  const salon = takeSalon({ team });
  await signInAsNew(page.request, 'client');
  await page.goto(`/providers/${salon.id}/booking`);
  return salon;
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
    const user = await signInAsNew(client, 'client');
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
