import { salonSeeds } from './salon-seed';

/** Waiting for an admin's approval: visible to their owner and the admin only. */
export const PENDING_SALONS = salonSeeds({ isApproved: false }, [
  {
    name: 'Yasmine Coiffure Ennasr',
    city: 'Ariana',
    address: '7 Rue Hédi Nouira, Cité Ennasr 2, 2037 Ariana',
    description: 'Le deuxième salon Yasmine, à Ennasr : mêmes coupes et colorations, nouvel espace lumineux.',
    ownerKey: 'leila',
    joinedDaysAgo: 3,
    services: [
      ['Coupe femme', '35.00', 45],
      ['Brushing', '18.00', 30],
      ['Coloration', '75.00', 90],
    ],
    hours: { open: ['09:00', '19:00'], lunch: ['13:00', '14:00'], closed: ['sunday'] },
    employees: [['Ghada Sellami', 'Coiffeuse']],
    reviews: [],
  },
  {
    name: 'Lina Beauty Lounge',
    city: 'Bizerte',
    address: 'Avenue de la Corniche, 7000 Bizerte',
    description: 'Bar à ongles et maquillage sur la corniche de Bizerte, ouverture prochaine.',
    ownerKey: 'nadia',
    joinedDaysAgo: 1,
    services: [
      ['Manucure', '20.00', 30],
      ['Vernis semi-permanent', '30.00', 45],
      ['Maquillage soirée', '50.00', 60],
      ['Soin du visage', '55.00', 60],
    ],
    hours: { open: ['10:00', '19:00'], closed: ['sunday'] },
    employees: [['Lina Khemiri', 'Esthéticienne']],
    reviews: [],
  },
]);
