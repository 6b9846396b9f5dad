import { describe, expect, it } from 'vitest';
import { describeNotification } from './notification-text';

describe('describeNotification', () => {
  it('gives every type a French title and text, from an object or JSON text payload', () => {
    const start = '2030-01-07T09:00:00.000Z';
    expect(
      describeNotification({
        type: 'new_booking',
        payload: { client_name: 'Amel', service_name: 'Brushing', salon_name: 'Yasmine', start_time: start },
      }),
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
      const described = describeNotification({
        type: 'booking_status_changed',
        payload: JSON.stringify({ new_status: status, salon_name: 'Yasmine' }),
      });
      expect(described.title).toBe(`Rendez-vous ${label}`);
      expect(described.text).toContain(`est ${label}`);
    }
    expect(describeNotification({ type: 'salon_created', payload: { salon_name: 'Nour' } }).title).toBe(
      'Nouveau salon à valider',
    );
    expect(describeNotification({ type: 'salon_approved', payload: { salon_name: 'Nour' } }).text).toContain(
      '« Nour »',
    );
    expect(describeNotification({ type: 'salon_rejected', payload: '{"salon_name":"Nour"}' }).title).toBe(
      'Salon refusé',
    );
    expect(describeNotification({ type: 'inconnu', payload: 'pas du json' }).title).toBe('Notification');
  });
});
