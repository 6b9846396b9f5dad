import type { BookingViewRow } from '../modules/core/booking-view';

/**
 * A booking as the e-mails and the table of consequences read it (`findBookingView`), without a
 * database: Amira's Brushing with Sonia at Salon Yasmine, Monday 9 March 2026 at 11:00 in Tunis.
 */
export function bookingViewRow(changes: Partial<BookingViewRow> = {}): BookingViewRow {
  return {
    id: '0b7d2f0e-0000-4000-8000-000000000001',
    status: 'confirmed',
    startTime: new Date('2026-03-09T10:00:00Z'),
    endTime: new Date('2026-03-09T10:30:00Z'),
    clientNote: null,
    prestataireNote: null,
    createdAt: new Date('2026-03-01T09:00:00Z'),
    updatedAt: new Date('2026-03-02T07:59:00Z'),
    sequence: 2,
    respondBy: new Date('2026-03-03T09:00:00Z'),
    clientConfirmedAt: null,
    serviceId: '0b7d2f0e-0000-4000-8000-000000000002',
    serviceName: 'Brushing',
    servicePrice: '20.00',
    salonId: '0b7d2f0e-0000-4000-8000-000000000003',
    salonName: 'Salon Yasmine',
    salonAddress: '12 rue de Marseille, Tunis',
    salonOwnerId: '0b7d2f0e-0000-4000-8000-000000000004',
    timeZone: 'Africa/Tunis',
    cancellationWindowHours: 24,
    reminderHours: 24,
    clientId: '0b7d2f0e-0000-4000-8000-000000000005',
    clientName: 'Amira Ben Salah',
    clientEmail: 'amira@example.tn',
    clientPhone: null,
    notifyClient: true,
    origin: 'online',
    salonNote: null,
    fileId: null,
    fileName: null,
    filePhone: null,
    fileAllergies: null,
    fileUserId: null,
    employeeId: '0b7d2f0e-0000-4000-8000-000000000006',
    employeeName: 'Sonia Trabelsi',
    employeePosition: 'Coiffeuse',
    parts: [
      {
        serviceId: '0b7d2f0e-0000-4000-8000-000000000002',
        serviceName: 'Brushing',
        price: '20.00',
        start: Date.parse('2026-03-09T10:00:00Z'),
        end: Date.parse('2026-03-09T10:30:00Z'),
        employeeId: '0b7d2f0e-0000-4000-8000-000000000006',
        employeeName: 'Sonia Trabelsi',
      },
    ],
    ...changes,
  };
}
