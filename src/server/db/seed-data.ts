import type { Day } from '@/shared/weekdays';

// The demo marketplace of DECISIONS R8, as plain data: seed.ts turns it into rows. Names, addresses and
// texts are invented but believable for Tunisia; prices are exact decimal strings in DT.

export const DEMO_EMAIL_DOMAIN = 'demo.rendezvous.tn';

export interface PersonSeed {
  /** Stable key other records use to point at this person. */
  key: string;
  fullName: string;
  /** Local part of the e-mail, under DEMO_EMAIL_DOMAIN. */
  emailLocal: string;
  /** One of the bundled reviewer pictures (SPEC §3: girl1 to girl4). */
  avatar?: 'girl1' | 'girl2' | 'girl3' | 'girl4';
}

export interface ServiceSeed {
  name: string;
  price: string;
  duration: number;
}

export interface EmployeeSeed {
  fullName: string;
  position: string;
  phone?: string;
}

export interface ReviewSeed {
  rating: number;
  comment: string;
}

/** A week of opening hours: one pattern, with days closed or with other hours. */
export interface HoursSeed {
  open: string;
  close: string;
  lunch?: { start: string; end: string };
  closedDays: Day[];
  otherHours?: Partial<Record<Day, { open: string; close: string }>>;
}

export interface SalonSeed {
  name: string;
  city: string;
  address: string;
  description: string;
  ownerKey: string;
  isApproved: boolean;
  /** How long ago the salon joined the marketplace, for a believable created_at. */
  joinedDaysAgo: number;
  services: ServiceSeed[];
  hours: HoursSeed;
  employees: EmployeeSeed[];
  reviews: ReviewSeed[];
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

/** Signed up, waiting for an admin to validate the account: owns no salon yet (DECISIONS R1). */
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

const WEEKDAYS_9_TO_19: HoursSeed = { open: '09:00', close: '19:00', closedDays: ['sunday'] };

export const SALONS: SalonSeed[] = [
  {
    name: 'Salon Yasmine Coiffure',
    city: 'Tunis',
    address: '23 Avenue Habib Bourguiba, 1000 Tunis',
    description:
      "En plein centre-ville, l'équipe de Yasmine vous accueille pour des coupes tendance, des colorations " +
      'sur mesure et des brushings impeccables. Produits professionnels et ambiance chaleureuse.',
    ownerKey: 'leila',
    isApproved: true,
    joinedDaysAgo: 420,
    services: [
      { name: 'Coupe femme', price: '35.00', duration: 45 },
      { name: 'Brushing', price: '18.00', duration: 30 },
      { name: 'Coloration', price: '75.00', duration: 90 },
      { name: 'Mèches balayage', price: '120.00', duration: 120 },
      { name: 'Lissage brésilien', price: '220.00', duration: 120 },
      { name: 'Soin capillaire à la kératine', price: '45.00', duration: 45 },
    ],
    hours: { ...WEEKDAYS_9_TO_19, lunch: { start: '13:00', end: '14:00' } },
    employees: [
      { fullName: 'Yasmine Karray', position: 'Coiffeuse', phone: '+216 22 415 308' },
      { fullName: 'Meriem Toumi', position: 'Coloriste', phone: '+216 55 902 117' },
      { fullName: 'Olfa Mejri', position: 'Shampouineuse' },
    ],
    reviews: [
      {
        rating: 5,
        comment: 'Coupe parfaite, Yasmine a tout de suite compris ce que je voulais. Je reviendrai !',
      },
      {
        rating: 4,
        comment: 'Très belle coloration, un peu d’attente à l’arrivée mais le résultat en valait la peine.',
      },
      {
        rating: 5,
        comment: 'Mon lissage tient depuis deux mois, cheveux toujours brillants. Merci à toute l’équipe.',
      },
      { rating: 3, comment: 'Brushing correct, mais le salon était bondé un samedi matin.' },
      { rating: 5, comment: 'Accueil adorable et conseils précieux pour entretenir mes mèches.' },
    ],
  },
  {
    name: 'Institut Jasmin Beauté',
    city: 'La Marsa',
    address: '8 Rue du Maroc, 2070 La Marsa',
    description:
      'Institut de beauté à deux pas de la plage de La Marsa : soins du visage, épilation, manucure et ' +
      'maquillage pour toutes les occasions, mariages compris.',
    ownerKey: 'leila',
    isApproved: true,
    joinedDaysAgo: 300,
    services: [
      { name: 'Soin du visage hydratant', price: '70.00', duration: 60 },
      { name: 'Manucure', price: '25.00', duration: 45 },
      { name: 'Pédicure', price: '30.00', duration: 45 },
      { name: 'Épilation jambes complètes', price: '28.00', duration: 45 },
      { name: 'Épilation sourcils', price: '6.00', duration: 30 },
      { name: 'Maquillage soirée', price: '65.00', duration: 60 },
      { name: 'Maquillage mariée', price: '350.00', duration: 120 },
    ],
    hours: { open: '09:30', close: '19:00', lunch: { start: '12:00', end: '13:00' }, closedDays: ['sunday'] },
    employees: [
      { fullName: 'Rim Saidi', position: 'Esthéticienne', phone: '+216 98 631 240' },
      { fullName: 'Asma Ben Youssef', position: 'Maquilleuse' },
    ],
    reviews: [
      {
        rating: 5,
        comment: 'Soin du visage très relaxant, ma peau est éclatante. Rim est aux petits soins.',
      },
      { rating: 5, comment: 'Maquillage mariée sublime, il a tenu toute la soirée malgré la chaleur !' },
      { rating: 4, comment: 'Manucure soignée, institut propre et calme. Un peu cher pour la pédicure.' },
      { rating: 4, comment: 'Épilation rapide et peu douloureuse, je recommande.' },
    ],
  },
  {
    name: 'Barber Shop El Medina',
    city: 'Tunis',
    address: '41 Rue Jamaâ Zitouna, 1008 Tunis',
    description:
      'Barbier traditionnel au cœur de la médina : coupe aux ciseaux, dégradé à la tondeuse et rasage à ' +
      "l'ancienne avec serviette chaude.",
    ownerKey: 'mehdi',
    isApproved: true,
    joinedDaysAgo: 380,
    services: [
      { name: 'Coupe homme', price: '15.00', duration: 30 },
      { name: 'Barbe', price: '10.00', duration: 30 },
      { name: 'Coupe et barbe', price: '22.00', duration: 45 },
      { name: 'Rasage traditionnel', price: '12.00', duration: 30 },
      { name: 'Coupe enfant', price: '10.00', duration: 30 },
    ],
    hours: {
      open: '10:00',
      close: '20:00',
      closedDays: ['monday'],
      otherHours: { sunday: { open: '09:00', close: '14:00' } },
    },
    employees: [
      { fullName: 'Hamza Jebali', position: 'Barbier', phone: '+216 24 118 760' },
      { fullName: 'Sami Ouertani', position: 'Barbier' },
    ],
    reviews: [
      {
        rating: 5,
        comment: 'Meilleur dégradé de Tunis, et le rasage à la serviette chaude est un vrai plaisir.',
      },
      { rating: 4, comment: 'Bon barbier, ambiance sympa. Pensez à réserver le samedi.' },
      { rating: 2, comment: 'Coupe trop courte sur les côtés alors que j’avais demandé l’inverse.' },
      { rating: 5, comment: 'Mon fils adore venir ici, Hamza est très patient avec les enfants.' },
    ],
  },
  {
    name: 'Le Barbier de Sousse',
    city: 'Sousse',
    address: '15 Avenue Léopold Sédar Senghor, 4000 Sousse',
    description:
      'Barbershop moderne près de la médina de Sousse : coupes tendance, taille de barbe et soins homme.',
    ownerKey: 'mehdi',
    isApproved: true,
    joinedDaysAgo: 210,
    services: [
      { name: 'Coupe homme', price: '14.00', duration: 30 },
      { name: 'Barbe', price: '8.00', duration: 30 },
      { name: 'Coupe et barbe', price: '20.00', duration: 45 },
      { name: 'Soin du visage homme', price: '40.00', duration: 45 },
    ],
    hours: { open: '09:00', close: '20:00', closedDays: ['sunday'] },
    employees: [{ fullName: 'Anis Guesmi', position: 'Barbier', phone: '+216 50 774 219' }],
    reviews: [
      { rating: 4, comment: 'Coupe nette et rapide, prix honnête.' },
      { rating: 5, comment: 'Anis est un artiste de la tondeuse. Le soin visage homme vaut le détour.' },
      { rating: 3, comment: 'Résultat correct mais j’ai attendu 20 minutes malgré ma réservation.' },
    ],
  },
  {
    name: 'Nail Bar Les Berges du Lac',
    city: 'Tunis',
    address: 'Rue du Lac Windermere, Les Berges du Lac, 1053 Tunis',
    description:
      'Bar à ongles lumineux aux Berges du Lac : manucure, vernis semi-permanent, pose gel et nail art. ' +
      'Plus de 200 teintes disponibles.',
    ownerKey: 'sonia',
    isApproved: true,
    joinedDaysAgo: 260,
    services: [
      { name: 'Manucure express', price: '20.00', duration: 30 },
      { name: 'Vernis semi-permanent', price: '35.00', duration: 45 },
      { name: 'Pose ongles en gel', price: '65.00', duration: 90 },
      { name: 'Remplissage ongles gel', price: '45.00', duration: 60 },
      { name: 'Nail art (10 ongles)', price: '15.00', duration: 30 },
      { name: 'Beauté des pieds', price: '32.50', duration: 60 },
    ],
    hours: { open: '10:00', close: '20:00', closedDays: ['sunday'] },
    employees: [
      { fullName: 'Chaima Ben Romdhane', position: 'Prothésiste ongulaire', phone: '+216 29 347 581' },
      { fullName: 'Ons Belhadj', position: 'Prothésiste ongulaire' },
    ],
    reviews: [
      {
        rating: 5,
        comment: 'Mon semi-permanent a tenu trois semaines sans un éclat. Chaima est très minutieuse.',
      },
      { rating: 4, comment: 'Joli nail art, large choix de couleurs. Un peu bruyant le samedi.' },
      { rating: 5, comment: 'Pose gel magnifique pour mon mariage, merci !' },
      { rating: 3, comment: 'Travail soigné mais la séance a duré plus longtemps que prévu.' },
    ],
  },
  {
    name: 'Spa Les Oliviers',
    city: 'Hammamet',
    address: 'Avenue des Nations Unies, Yasmine Hammamet, 8050 Hammamet',
    description:
      'Spa et hammam traditionnel entouré d’oliviers : gommage au savon noir, enveloppements, massages ' +
      'relaxants et soins du visage aux huiles naturelles.',
    ownerKey: 'sonia',
    isApproved: true,
    joinedDaysAgo: 350,
    services: [
      { name: 'Hammam et gommage au savon noir', price: '45.00', duration: 60 },
      { name: 'Massage relaxant', price: '90.00', duration: 60 },
      { name: 'Massage aux pierres chaudes', price: '120.00', duration: 90 },
      { name: 'Soin du visage à l’huile d’argan', price: '85.00', duration: 60 },
      { name: 'Enveloppement au rhassoul', price: '55.00', duration: 45 },
    ],
    hours: { open: '10:00', close: '20:00', closedDays: [] },
    employees: [
      { fullName: 'Samia Hammami', position: 'Masseuse', phone: '+216 97 205 663' },
      { fullName: 'Hajer Ltaief', position: 'Esthéticienne' },
      { fullName: 'Kaouther Baccar', position: 'Responsable du hammam' },
    ],
    reviews: [
      { rating: 5, comment: 'Un moment hors du temps. Le massage aux pierres chaudes est divin.' },
      { rating: 5, comment: 'Hammam très propre, gommage énergique comme il faut. Thé à la menthe offert !' },
      { rating: 4, comment: 'Très bon soin du visage, cadre magnifique. Parking un peu difficile en été.' },
      { rating: 4, comment: 'Massage relaxant agréable, personnel discret et professionnel.' },
      { rating: 3, comment: 'Bien, mais la salle de repos était pleine à notre arrivée.' },
    ],
  },
  {
    name: 'Institut Nour',
    city: 'Nabeul',
    address: '27 Avenue Habib Thameur, 8000 Nabeul',
    description: 'Institut de beauté familial à Nabeul : épilation, soins du visage, manucure et maquillage.',
    ownerKey: 'sonia',
    isApproved: true,
    joinedDaysAgo: 150,
    services: [
      { name: 'Soin du visage purifiant', price: '55.00', duration: 60 },
      { name: 'Épilation jambes complètes', price: '22.00', duration: 45 },
      { name: 'Épilation maillot', price: '15.00', duration: 30 },
      { name: 'Manucure', price: '18.00', duration: 30 },
      { name: 'Maquillage soirée', price: '50.00', duration: 60 },
    ],
    hours: {
      open: '09:00',
      close: '18:30',
      lunch: { start: '12:00', end: '13:00' },
      closedDays: ['sunday'],
      otherHours: { saturday: { open: '09:00', close: '16:00' } },
    },
    employees: [{ fullName: 'Nour Hadj Ali', position: 'Esthéticienne', phone: '+216 58 413 902' }],
    reviews: [
      { rating: 4, comment: 'Institut simple mais très propre, Nour est douce et à l’écoute.' },
      { rating: 5, comment: 'Le soin purifiant a fait des miracles sur ma peau mixte.' },
      { rating: 4, comment: 'Bon rapport qualité-prix pour l’épilation.' },
    ],
  },
  {
    name: 'Salon Amira Coiffure',
    city: 'Sfax',
    address: '62 Avenue Hédi Chaker, 3000 Sfax',
    description:
      'Salon de coiffure pour femmes au centre de Sfax : coupes, couleurs, chignons de mariée et soins ' +
      'profonds pour cheveux abîmés.',
    ownerKey: 'amira',
    isApproved: true,
    joinedDaysAgo: 500,
    services: [
      { name: 'Coupe femme', price: '28.00', duration: 45 },
      { name: 'Brushing', price: '15.00', duration: 30 },
      { name: 'Coloration', price: '60.00', duration: 90 },
      { name: 'Chignon de mariée', price: '150.00', duration: 90 },
      { name: 'Soin profond au masque', price: '35.00', duration: 45 },
    ],
    hours: { ...WEEKDAYS_9_TO_19, lunch: { start: '13:00', end: '14:00' } },
    employees: [
      { fullName: 'Amira Jlassi', position: 'Coiffeuse', phone: '+216 74 221 905' },
      { fullName: 'Wafa Kammoun', position: 'Coiffeuse' },
    ],
    reviews: [
      { rating: 5, comment: 'Chignon de mariée magnifique, toutes mes invitées m’ont demandé l’adresse.' },
      { rating: 4, comment: 'Coupe réussie, Amira donne de bons conseils.' },
      { rating: 4, comment: 'Coloration uniforme et bien tenue, accueil agréable.' },
      { rating: 2, comment: 'Brushing raté, les pointes étaient sèches en sortant. Dommage.' },
      { rating: 5, comment: 'Mon salon préféré à Sfax depuis des années.' },
    ],
  },
  {
    name: 'Beauty Corner Sfax',
    city: 'Sfax',
    address: '9 Rue Habib Maazoun, 3000 Sfax',
    description: 'Maquillage professionnel, beauté des ongles et extensions de cils dans un espace moderne.',
    ownerKey: 'amira',
    isApproved: true,
    joinedDaysAgo: 120,
    services: [
      { name: 'Maquillage jour', price: '40.00', duration: 45 },
      { name: 'Maquillage mariée', price: '280.00', duration: 120 },
      { name: 'Extension de cils', price: '90.00', duration: 90 },
      { name: 'Vernis semi-permanent', price: '30.00', duration: 45 },
      { name: 'Pose ongles en gel', price: '55.00', duration: 90 },
    ],
    hours: { open: '09:00', close: '19:00', closedDays: ['sunday', 'monday'] },
    employees: [
      { fullName: 'Ines Frikha', position: 'Maquilleuse', phone: '+216 26 580 334' },
      { fullName: 'Syrine Ellouze', position: 'Prothésiste ongulaire' },
    ],
    reviews: [
      { rating: 5, comment: 'Ines est une vraie pro du maquillage, résultat naturel et lumineux.' },
      { rating: 4, comment: 'Extensions de cils réussies, tenue de quatre semaines.' },
      { rating: 3, comment: 'Pose gel correcte mais un ongle s’est décollé au bout d’une semaine.' },
    ],
  },
  {
    name: 'Hair Studio Monastir',
    city: 'Monastir',
    address: "18 Avenue de l'Indépendance, 5000 Monastir",
    description: 'Salon mixte face à la marina : coupes femme et homme, coloration végétale et soins.',
    ownerKey: 'karim',
    isApproved: true,
    joinedDaysAgo: 240,
    services: [
      { name: 'Coupe femme', price: '30.00', duration: 45 },
      { name: 'Coupe homme', price: '15.00', duration: 30 },
      { name: 'Brushing', price: '16.00', duration: 30 },
      { name: 'Coloration végétale au henné', price: '55.00', duration: 90 },
      { name: 'Barbe', price: '9.00', duration: 30 },
      { name: 'Lissage à la kératine', price: '180.00', duration: 120 },
    ],
    hours: { open: '09:00', close: '19:30', lunch: { start: '12:00', end: '13:00' }, closedDays: ['sunday'] },
    employees: [
      { fullName: 'Karim Bouazizi', position: 'Coiffeur', phone: '+216 73 460 128' },
      { fullName: 'Dorra Sfaxi', position: 'Coiffeuse' },
    ],
    reviews: [
      { rating: 4, comment: 'Salon agréable, coupe homme rapide et soignée.' },
      { rating: 5, comment: 'Le henné de Dorra donne des reflets superbes, et sans produits agressifs.' },
      { rating: 4, comment: 'Bon lissage, explications claires sur l’entretien.' },
    ],
  },
  {
    name: 'Djerba Spa & Hammam',
    city: 'Djerba',
    address: 'Route Touristique, Midoun, 4116 Djerba',
    description:
      'Hammam traditionnel djerbien et spa : gommage, massages à l’huile d’olive, soins du visage et ' +
      'rituels pour futures mariées.',
    ownerKey: 'karim',
    isApproved: true,
    joinedDaysAgo: 330,
    services: [
      { name: 'Hammam et gommage', price: '40.00', duration: 60 },
      { name: 'Massage à l’huile d’olive', price: '80.00', duration: 60 },
      { name: 'Soin du visage éclat', price: '75.00', duration: 60 },
      { name: 'Rituel de la mariée', price: '260.00', duration: 120 },
    ],
    hours: {
      open: '10:00',
      close: '21:00',
      closedDays: [],
      otherHours: { sunday: { open: '10:00', close: '18:00' } },
    },
    employees: [
      { fullName: 'Zeineb Mahjoub', position: 'Masseuse' },
      { fullName: 'Latifa Ben Hmida', position: 'Esthéticienne', phone: '+216 75 658 412' },
    ],
    reviews: [
      { rating: 5, comment: 'Le rituel de la mariée est une merveille, je me suis sentie reine d’un jour.' },
      { rating: 4, comment: 'Hammam authentique, gommage efficace. Très bonne adresse à Djerba.' },
      { rating: 5, comment: 'Massage à l’huile d’olive très relaxant, personnel chaleureux.' },
      { rating: 3, comment: 'Agréable mais un peu cher pour la durée du soin du visage.' },
    ],
  },
  {
    name: 'Salon Nadia Coiffure & Esthétique',
    city: 'Bizerte',
    address: "10 Rue d'Alger, 7000 Bizerte",
    description: 'Coiffure et esthétique près du vieux port de Bizerte, pour toute la famille.',
    ownerKey: 'nadia',
    isApproved: true,
    joinedDaysAgo: 450,
    services: [
      { name: 'Coupe femme', price: '25.00', duration: 45 },
      { name: 'Brushing', price: '12.50', duration: 30 },
      { name: 'Coloration', price: '55.00', duration: 90 },
      { name: 'Soin du visage', price: '50.00', duration: 60 },
      { name: 'Épilation sourcils', price: '5.00', duration: 30 },
      { name: 'Maquillage soirée', price: '45.00', duration: 60 },
    ],
    hours: {
      open: '08:30',
      close: '18:30',
      lunch: { start: '12:00', end: '13:00' },
      closedDays: ['sunday'],
      otherHours: { saturday: { open: '08:30', close: '15:00' } },
    },
    employees: [
      { fullName: 'Nadia Chaabane', position: 'Coiffeuse', phone: '+216 72 431 576' },
      { fullName: 'Hiba Nasri', position: 'Esthéticienne' },
    ],
    reviews: [
      { rating: 4, comment: 'Bonne coupe et prix raisonnables, Nadia est très gentille.' },
      { rating: 5, comment: 'Soin du visage parfait avant mon entretien d’embauche !' },
      { rating: 3, comment: 'Brushing correct, salon un peu petit.' },
      { rating: 4, comment: 'Maquillage soirée réussi, tenue jusqu’au bout de la nuit.' },
    ],
  },
  {
    name: 'Ongles & Beauté Ariana',
    city: 'Ariana',
    address: '52 Avenue Habib Bourguiba, Ariana Ville, 2080 Ariana',
    description:
      'Spécialiste des ongles et du regard : manucure, pédicure, semi-permanent, rehaussement de cils.',
    ownerKey: 'nadia',
    isApproved: true,
    joinedDaysAgo: 90,
    services: [
      { name: 'Manucure', price: '20.00', duration: 30 },
      { name: 'Pédicure', price: '28.00', duration: 45 },
      { name: 'Vernis semi-permanent', price: '32.00', duration: 45 },
      { name: 'Ongles en gel', price: '60.00', duration: 90 },
      { name: 'Rehaussement de cils', price: '70.00', duration: 60 },
    ],
    hours: { open: '09:00', close: '19:00', lunch: { start: '13:00', end: '14:00' }, closedDays: ['sunday'] },
    employees: [{ fullName: 'Sarra Jaziri', position: 'Prothésiste ongulaire', phone: '+216 21 907 345' }],
    reviews: [
      { rating: 5, comment: 'Sarra est une perfectionniste, mes ongles n’ont jamais été aussi beaux.' },
      { rating: 4, comment: 'Pédicure très agréable, institut propre.' },
      { rating: 4, comment: 'Rehaussement de cils naturel, exactement ce que je voulais.' },
    ],
  },
  {
    name: 'Institut Perle du Sahel',
    city: 'Sousse',
    address: 'Boulevard du 14 Janvier, Khezama, 4051 Sousse',
    description:
      'Institut de beauté haut de gamme à Sousse : soins du visage, épilation au fil, maquillage et ' +
      'forfaits mariée.',
    ownerKey: 'karim',
    isApproved: true,
    joinedDaysAgo: 180,
    services: [
      { name: 'Soin du visage anti-âge', price: '95.00', duration: 60 },
      { name: 'Épilation au fil visage', price: '12.00', duration: 30 },
      { name: 'Épilation jambes complètes', price: '25.00', duration: 45 },
      { name: 'Maquillage mariée', price: '300.00', duration: 120 },
      { name: 'Manucure', price: '22.00', duration: 30 },
    ],
    hours: { open: '09:00', close: '19:00', lunch: { start: '12:00', end: '13:00' }, closedDays: ['sunday'] },
    employees: [
      { fullName: 'Emna Ghedira', position: 'Esthéticienne', phone: '+216 53 286 470' },
      { fullName: 'Sabrine Kefi', position: 'Maquilleuse' },
    ],
    reviews: [
      { rating: 5, comment: 'Soin anti-âge remarquable, on voit la différence dès la première séance.' },
      { rating: 4, comment: 'Épilation au fil rapide et précise.' },
      { rating: 5, comment: 'Maquillage mariée de rêve, Sabrine a su sublimer mon visage.' },
    ],
  },
  {
    name: 'Gentleman Barber La Marsa',
    city: 'La Marsa',
    address: '3 Avenue Taïeb Mhiri, 2070 La Marsa',
    description: 'Barbier et soins pour homme à La Marsa : coupe, barbe, soin du visage et café offert.',
    ownerKey: 'mehdi',
    isApproved: true,
    joinedDaysAgo: 60,
    services: [
      { name: 'Coupe homme', price: '18.00', duration: 30 },
      { name: 'Barbe', price: '12.00', duration: 30 },
      { name: 'Coupe et barbe', price: '27.00', duration: 60 },
      { name: 'Soin du visage homme', price: '45.00', duration: 45 },
    ],
    hours: {
      open: '10:00',
      close: '20:00',
      closedDays: ['monday'],
      otherHours: { sunday: { open: '10:00', close: '15:00' } },
    },
    employees: [
      { fullName: 'Skander Mabrouk', position: 'Barbier', phone: '+216 99 152 833' },
      { fullName: 'Bilel Hamrouni', position: 'Barbier' },
    ],
    reviews: [
      { rating: 5, comment: 'Service haut de gamme, coupe impeccable et café offert. Top !' },
      { rating: 4, comment: 'Très bonne barbe, un peu plus cher qu’ailleurs mais ça se voit.' },
      { rating: 4, comment: 'Skander prend le temps de bien faire, ambiance détendue.' },
    ],
  },
  // Waiting for an admin's approval: visible to their owner and the admin only.
  {
    name: 'Yasmine Coiffure Ennasr',
    city: 'Ariana',
    address: '7 Rue Hédi Nouira, Cité Ennasr 2, 2037 Ariana',
    description: 'Le deuxième salon Yasmine, à Ennasr : mêmes coupes et colorations, nouvel espace lumineux.',
    ownerKey: 'leila',
    isApproved: false,
    joinedDaysAgo: 3,
    services: [
      { name: 'Coupe femme', price: '35.00', duration: 45 },
      { name: 'Brushing', price: '18.00', duration: 30 },
      { name: 'Coloration', price: '75.00', duration: 90 },
    ],
    hours: { ...WEEKDAYS_9_TO_19, lunch: { start: '13:00', end: '14:00' } },
    employees: [{ fullName: 'Ghada Sellami', position: 'Coiffeuse' }],
    reviews: [],
  },
  {
    name: 'Lina Beauty Lounge',
    city: 'Bizerte',
    address: 'Avenue de la Corniche, 7000 Bizerte',
    description: 'Bar à ongles et maquillage sur la corniche de Bizerte, ouverture prochaine.',
    ownerKey: 'nadia',
    isApproved: false,
    joinedDaysAgo: 1,
    services: [
      { name: 'Manucure', price: '20.00', duration: 30 },
      { name: 'Vernis semi-permanent', price: '30.00', duration: 45 },
      { name: 'Maquillage soirée', price: '50.00', duration: 60 },
      { name: 'Soin du visage', price: '55.00', duration: 60 },
    ],
    hours: { open: '10:00', close: '19:00', closedDays: ['sunday'] },
    employees: [{ fullName: 'Lina Khemiri', position: 'Esthéticienne' }],
    reviews: [],
  },
];

export const CANCELLATION_NOTES = [
  'Empêchement de dernière minute, désolée.',
  'Je suis malade, je reprendrai rendez-vous la semaine prochaine.',
  'Changement de programme au travail, merci de votre compréhension.',
  'Je me suis trompée de date, je vais réserver un autre créneau.',
];

export const REFUSAL_NOTES = [
  'Salon complet ce jour-là, merci de choisir un autre créneau.',
  'Notre coiffeuse est absente ce jour-là, désolés.',
  'Fermeture exceptionnelle pour inventaire.',
];

/** Optional requests clients leave with some bookings. */
export const BOOKING_REQUESTS = [
  'Cheveux longs et épais, merci de prévoir un peu plus de temps.',
  'Première visite chez vous.',
  'Je souhaiterais une couleur proche de mon châtain naturel.',
  'Possible d’avoir la même personne que la dernière fois ?',
];

export interface DemoBookingSeed {
  salonName: string;
  serviceName: string;
  /** Days from today in Tunis: negative in the past, positive in the future. */
  dayOffset: number;
  status: 'pending' | 'confirmed' | 'cancelled' | 'refused';
  review?: ReviewSeed;
}

/**
 * The demo client's own agenda, chosen by hand so that every screen of the client has something to
 * show: upcoming bookings at the demo prestataire's salons, history with each status, reviews written
 * and one past visit still waiting for a review.
 */
export const DEMO_CLIENT_BOOKINGS: DemoBookingSeed[] = [
  { salonName: 'Salon Yasmine Coiffure', serviceName: 'Brushing', dayOffset: 2, status: 'pending' },
  {
    salonName: 'Institut Jasmin Beauté',
    serviceName: 'Soin du visage hydratant',
    dayOffset: 5,
    status: 'confirmed',
  },
  { salonName: 'Spa Les Oliviers', serviceName: 'Massage relaxant', dayOffset: 9, status: 'confirmed' },
  {
    salonName: 'Nail Bar Les Berges du Lac',
    serviceName: 'Vernis semi-permanent',
    dayOffset: 13,
    status: 'pending',
  },
  {
    salonName: 'Salon Yasmine Coiffure',
    serviceName: 'Coupe femme',
    dayOffset: -12,
    status: 'confirmed',
    review: { rating: 5, comment: 'Toujours aussi satisfaite, ma coupe est parfaite et facile à coiffer.' },
  },
  { salonName: 'Institut Jasmin Beauté', serviceName: 'Manucure', dayOffset: -26, status: 'confirmed' },
  {
    salonName: 'Spa Les Oliviers',
    serviceName: 'Hammam et gommage au savon noir',
    dayOffset: -41,
    status: 'confirmed',
    review: {
      rating: 4,
      comment: 'Très bon hammam, je recommande le gommage. Un peu d’attente à l’accueil.',
    },
  },
  {
    salonName: 'Nail Bar Les Berges du Lac',
    serviceName: 'Manucure express',
    dayOffset: -7,
    status: 'cancelled',
  },
  {
    salonName: 'Salon Nadia Coiffure & Esthétique',
    serviceName: 'Soin du visage',
    dayOffset: -19,
    status: 'refused',
  },
];
