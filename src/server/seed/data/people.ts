// The demo accounts. Names are invented but believable for Tunisia; e-mails live under a domain of
// their own so an interrupted seed can find and remove them (see prepare-demo-seed.ts).

export const DEMO_EMAIL_DOMAIN = 'demo.rendezvous.tn';

export interface PersonSeed {
  /** Stable key other records use to point at this person. */
  key: string;
  fullName: string;
  /** Local part of the e-mail, under DEMO_EMAIL_DOMAIN. */
  emailLocal: string;
  /** One of the bundled reviewer pictures, girl1 to girl4. */
  avatar?: 'girl1' | 'girl2' | 'girl3' | 'girl4';
}

export const ADMIN: PersonSeed = { key: 'admin', fullName: 'Équipe Rendezvous', emailLocal: 'admin' };

/** The first prestataire is the demo one whose credentials are printed. */
export const APPROVED_PROVIDERS: PersonSeed[] = [
  { key: 'leila', fullName: 'Leïla Ben Salah', emailLocal: 'prestataire' },
  { key: 'mehdi', fullName: 'Mehdi Trabelsi', emailLocal: 'mehdi.trabelsi' },
  { key: 'sonia', fullName: 'Sonia Gharbi', emailLocal: 'sonia.gharbi' },
  { key: 'amira', fullName: 'Amira Jlassi', emailLocal: 'amira.jlassi' },
  { key: 'karim', fullName: 'Karim Bouazizi', emailLocal: 'karim.bouazizi' },
  { key: 'nadia', fullName: 'Nadia Chaabane', emailLocal: 'nadia.chaabane' },
];

/** Signed up, waiting for an admin to validate the account: a prestataire owns no salon before that. */
export const PENDING_PROVIDER = {
  key: 'walid',
  fullName: 'Walid Ferchichi',
  emailLocal: 'prestataire.attente',
  cin: '08456213',
  salonAddress: '14 Rue Ibn Khaldoun, 4000 Sousse',
} as const satisfies PersonSeed & { cin: string; salonAddress: string };

/** The first client is the demo one whose credentials are printed. */
export const CLIENTS: PersonSeed[] = [
  { key: 'salma', fullName: 'Salma Ben Ammar', emailLocal: 'client', avatar: 'girl1' },
  { key: 'yosra', fullName: 'Yosra Mansouri', emailLocal: 'yosra.mansouri', avatar: 'girl2' },
  { key: 'rania', fullName: 'Rania Hamdi', emailLocal: 'rania.hamdi', avatar: 'girl3' },
  { key: 'oumaima', fullName: 'Oumaima Khelifi', emailLocal: 'oumaima.khelifi', avatar: 'girl4' },
  { key: 'hela', fullName: 'Hela Dridi', emailLocal: 'hela.dridi', avatar: 'girl2' },
  { key: 'mariem', fullName: 'Mariem Bouslama', emailLocal: 'mariem.bouslama', avatar: 'girl3' },
  { key: 'aymen', fullName: 'Aymen Chebbi', emailLocal: 'aymen.chebbi' },
  { key: 'fatma', fullName: 'Fatma Zouari', emailLocal: 'fatma.zouari', avatar: 'girl4' },
  { key: 'nour', fullName: 'Nour Sassi', emailLocal: 'nour.sassi', avatar: 'girl1' },
  { key: 'youssef', fullName: 'Youssef Ayari', emailLocal: 'youssef.ayari' },
];
