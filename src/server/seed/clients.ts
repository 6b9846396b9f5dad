import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';

/**
 * The owners' client books of the demo: every client who booked at an owner's salons has a file
 * there, linked to their account, as an online booking makes it; the first demo client's file at the
 * demo prestataire's notes an allergy, so the red badge shows in the demo agenda.
 */
export async function seedClientFiles(
  tx: Transaction,
  demo: { clientId: string; providerId: string; ownerName: string },
) {
  await tx.execute(sql`
    insert into salon_clients (owner_id, user_id, full_name, email, phone)
    select distinct b.prestataire_id, b.client_id, u.full_name, u.email, null::text
      from bookings b join users u on u.id = b.client_id`);
  await tx.execute(sql`
    update bookings b set salon_client_id = c.id
      from salon_clients c
     where c.owner_id = b.prestataire_id and c.user_id = b.client_id`);
  await tx.execute(sql`
    update salon_clients set allergies = 'Allergie au latex'
     where owner_id = ${demo.providerId} and user_id = ${demo.clientId}`);
  await tx.execute(sql`
    insert into salon_client_notes (client_id, author_id, author_name, body)
    select id, ${demo.providerId}, ${demo.ownerName}, 'Préfère les rendez-vous du matin.'
      from salon_clients where owner_id = ${demo.providerId} and user_id = ${demo.clientId}`);
}
