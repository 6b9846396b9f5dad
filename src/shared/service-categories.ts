// The four categories of the home page (docs/product.md#services-prices-and-categories).
// A category matches the services whose names
// contain one of its words, compared without accents or case.

export const SERVICE_CATEGORIES = [
  {
    id: 'haircut',
    label: 'Coiffure',
    description: 'Coupes, brushing, couleurs et coiffures de fête.',
    keywords: [
      'coupe',
      'brushing',
      'coloration',
      'coiffure',
      'meches',
      'balayage',
      'lissage',
      'chignon',
      'barbe',
    ],
  },
  {
    id: 'makeup',
    label: 'Maquillage',
    description: 'Maquillage de jour, de soirée ou de mariée.',
    keywords: ['maquillage'],
  },
  {
    id: 'nails',
    label: 'Ongles',
    description: 'Manucure, pédicure, vernis semi-permanent et gel.',
    keywords: ['manucure', 'pedicure', 'ongles', 'vernis', 'gel'],
  },
  {
    id: 'face',
    label: 'Soin du visage',
    description: 'Soins, nettoyage de peau et épilation du visage.',
    keywords: ['visage', 'peau', 'sourcils', 'hydrafacial'],
  },
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type ServiceCategoryId = ServiceCategory['id'];

export function findServiceCategory(id: string | null | undefined): ServiceCategory | undefined {
  return SERVICE_CATEGORIES.find((category) => category.id === id);
}

/** Lower case without accents, as the database's rdv_search_text() compares. */
const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The category a service belongs to on the salon page: the first whose words its name contains,
 * compared without accents or case (the same test as the list's category filter); undefined when none
 * ("Autres prestations").
 */
export function categoryOf(serviceName: string): ServiceCategory | undefined {
  const name = plain(serviceName);
  return SERVICE_CATEGORIES.find((category) => category.keywords.some((keyword) => name.includes(keyword)));
}

/** The heading of the services that match no category. */
export const OTHER_SERVICES_LABEL = 'Autres prestations';
