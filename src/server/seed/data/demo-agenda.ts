import type { BookingStatus } from '@/shared/booking-status';
import type { ReviewSeed } from './salon-seed';

export interface DemoBookingSeed {
  salonName: string;
  serviceName: string;
  /** Days from today in the salon's zone: negative in the past, positive in the future. */
  dayOffset: number;
  status: BookingStatus;
  review?: ReviewSeed;
}

type AgendaEntry = readonly [
  salonName: string,
  serviceName: string,
  dayOffset: number,
  status: BookingStatus,
  review?: readonly [rating: number, comment: string],
];

/**
 * The demo client's own agenda, chosen by hand so that every screen of the client has something to
 * show: upcoming bookings at the demo prestataire's salons, history with each status, reviews written
 * and one past visit still waiting for a review.
 */
const AGENDA: AgendaEntry[] = [
  ['Salon Yasmine Coiffure', 'Brushing', 2, 'pending'],
  ['Institut Jasmin Beauté', 'Soin du visage hydratant', 5, 'confirmed'],
  ['Spa Les Oliviers', 'Massage relaxant', 9, 'confirmed'],
  ['Nail Bar Les Berges du Lac', 'Vernis semi-permanent', 13, 'pending'],
  [
    'Salon Yasmine Coiffure',
    'Coupe femme',
    -12,
    'confirmed',
    [5, 'Toujours aussi satisfaite, ma coupe est parfaite et facile à coiffer.'],
  ],
  ['Institut Jasmin Beauté', 'Manucure', -26, 'confirmed'],
  [
    'Spa Les Oliviers',
    'Hammam et gommage au savon noir',
    -41,
    'confirmed',
    [4, 'Très bon hammam, je recommande le gommage. Un peu d’attente à l’accueil.'],
  ],
  ['Nail Bar Les Berges du Lac', 'Manucure express', -7, 'cancelled'],
  ['Salon Nadia Coiffure & Esthétique', 'Soin du visage', -19, 'refused'],
];

export const DEMO_CLIENT_BOOKINGS: DemoBookingSeed[] = AGENDA.map(
  ([salonName, serviceName, dayOffset, status, review]) => ({
    salonName,
    serviceName,
    dayOffset,
    status,
    ...(review && { review: { rating: review[0], comment: review[1] } }),
  }),
);
