import { describe, expect, it } from 'vitest';
import { describeNotification, isBadNews } from './notification-text';

const ZONE = 'Africa/Tunis';

describe('describeNotification', () => {
  it('gives every type a French title and text, from an object or JSON text payload', () => {
    const start = '2030-01-07T09:00:00.000Z';
    expect(
      describeNotification(
        {
          type: 'new_booking',
          payload: {
            client_name: 'Amel',
            service_name: 'Brushing',
            salon_name: 'Yasmine',
            start_time: start,
          },
        },
        ZONE,
      ),
    ).toEqual({
      title: 'Nouvelle demande de rendez-vous',
      text: 'Amel demande Brushing chez Yasmine le 7 janvier 2030 à 10:00.',
    });
    for (const [status, label] of [
      ['confirmed', 'confirmé'],
      ['cancelled', 'annulé'],
      ['refused', 'refusé'],
      ['modified', 'modifié'],
    ]) {
      const described = describeNotification(
        {
          type: 'booking_status_changed',
          payload: JSON.stringify({ new_status: status, salon_name: 'Yasmine' }),
        },
        ZONE,
      );
      expect(described.title).toBe(`Rendez-vous ${label}`);
      expect(described.text).toContain(`est ${label}`);
    }
    expect(describeNotification({ type: 'salon_created', payload: { salon_name: 'Nour' } }, ZONE).title).toBe(
      'Nouveau salon à valider',
    );
    expect(
      describeNotification({ type: 'salon_approved', payload: { salon_name: 'Nour' } }, ZONE).text,
    ).toContain('« Nour »');
    expect(
      describeNotification({ type: 'salon_rejected', payload: '{"salon_name":"Nour"}' }, ZONE).title,
    ).toBe('Salon refusé');
    expect(
      describeNotification(
        {
          type: 'booking_reassigned',
          payload: { service_name: 'Balayage', salon_name: 'Duo', start_time: start, employee_name: 'Amel' },
        },
        ZONE,
      ),
    ).toEqual({
      title: 'Rendez-vous réassigné',
      text: "Votre rendez-vous « Balayage » chez Duo du 7 janvier 2030 à 10:00 sera assuré par Amel. La date et l'heure ne changent pas.",
    });
    expect(isBadNews({ type: 'booking_reassigned', payload: {} })).toBe(false);
    expect(describeNotification({ type: 'inconnu', payload: 'pas du json' }, ZONE).title).toBe(
      'Notification',
    );
  });
});

describe('isBadNews', () => {
  it('is true for refusals and cancellations only, whatever the payload form', () => {
    for (const type of ['salon_rejected', 'provider_rejected', 'salon_changes_rejected']) {
      expect(isBadNews({ type, payload: {} })).toBe(true);
    }
    expect(isBadNews({ type: 'booking_cancelled_provider_suspended', payload: null })).toBe(true);
    for (const status of ['refused', 'cancelled', 'expired']) {
      expect(
        isBadNews({ type: 'booking_status_changed', payload: JSON.stringify({ new_status: status }) }),
      ).toBe(true);
    }
    for (const status of ['confirmed', 'modified', 'attended']) {
      expect(isBadNews({ type: 'booking_status_changed', payload: { new_status: status } })).toBe(false);
    }
    for (const type of ['new_booking', 'salon_approved', 'provider_approved', 'unknown']) {
      expect(isBadNews({ type, payload: {} })).toBe(false);
    }
  });
});
