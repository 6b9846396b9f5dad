import { hoursOn, salonSeeds } from './salon-seed';

// The approved salons of the demo marketplace, in several cities. Names, addresses and texts are
// invented but believable for Tunisia; prices are exact decimal strings in DT.

export const APPROVED_SALONS = salonSeeds({ isApproved: true }, [
  {
    name: 'Salon Yasmine Coiffure',
    city: 'Tunis',
    address: '23 Avenue Habib Bourguiba, 1000 Tunis',
    description:
      "En plein centre-ville, l'équipe de Yasmine vous accueille pour des coupes tendance, des colorations " +
      'sur mesure et des brushings impeccables. Produits professionnels et ambiance chaleureuse.',
    ownerKey: 'leila',
    joinedDaysAgo: 420,
    services: [
      ['Coupe femme', '35.00', 45],
      ['Brushing', '18.00', 30],
      ['Coloration', '75.00', 90],
      ['Mèches balayage', '120.00', 120],
      ['Lissage brésilien', '220.00', 120],
      ['Soin capillaire à la kératine', '45.00', 45],
    ],
    hours: { open: ['09:00', '19:00'], lunch: ['13:00', '14:00'], closed: ['sunday'] },
    employees: [
      ['Yasmine Karray', 'Coiffeuse', '+216 22 415 308'],
      // Day off on Mondays; colours and care only.
      [
        'Meriem Toumi',
        'Coloriste',
        '+216 55 902 117',
        {
          days: hoursOn(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], ['09:00', '19:00']),
          services: ['Coloration', 'Mèches balayage', 'Lissage brésilien', 'Soin capillaire à la kératine'],
        },
      ],
      // Part-time, afternoons.
      [
        'Olfa Mejri',
        'Shampouineuse',
        null,
        {
          days: hoursOn(['tuesday', 'wednesday', 'friday', 'saturday'], ['14:00', '19:00']),
          services: ['Brushing', 'Soin capillaire à la kératine'],
        },
      ],
    ],
    reviews: [
      [5, 'Coupe parfaite, Yasmine a tout de suite compris ce que je voulais. Je reviendrai !'],
      [4, 'Très belle coloration, un peu d’attente à l’arrivée mais le résultat en valait la peine.'],
      [5, 'Mon lissage tient depuis deux mois, cheveux toujours brillants. Merci à toute l’équipe.'],
      [3, 'Brushing correct, mais le salon était bondé un samedi matin.'],
      [5, 'Accueil adorable et conseils précieux pour entretenir mes mèches.'],
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
    joinedDaysAgo: 300,
    services: [
      ['Soin du visage hydratant', '70.00', 60],
      ['Manucure', '25.00', 45],
      ['Pédicure', '30.00', 45],
      ['Épilation jambes complètes', '28.00', 45],
      ['Épilation sourcils', '6.00', 30],
      ['Maquillage soirée', '65.00', 60],
      ['Maquillage mariée', '350.00', 120],
    ],
    hours: { open: ['09:30', '19:00'], lunch: ['12:00', '13:00'], closed: ['sunday'] },
    employees: [
      [
        'Rim Saidi',
        'Esthéticienne',
        '+216 98 631 240',
        {
          services: [
            'Soin du visage hydratant',
            'Manucure',
            'Pédicure',
            'Épilation jambes complètes',
            'Épilation sourcils',
          ],
        },
      ],
      [
        'Asma Ben Youssef',
        'Maquilleuse',
        null,
        {
          days: hoursOn(['wednesday', 'thursday', 'friday', 'saturday'], ['09:30', '19:00']),
          services: ['Maquillage soirée', 'Maquillage mariée', 'Épilation sourcils'],
        },
      ],
      // Part-time, mornings.
      [
        'Nesrine Ayari',
        'Prothésiste ongulaire',
        null,
        {
          days: hoursOn(['monday', 'tuesday', 'thursday'], ['09:30', '12:00']),
          services: ['Manucure', 'Pédicure'],
        },
      ],
    ],
    reviews: [
      [5, 'Soin du visage très relaxant, ma peau est éclatante. Rim est aux petits soins.'],
      [5, 'Maquillage mariée sublime, il a tenu toute la soirée malgré la chaleur !'],
      [4, 'Manucure soignée, institut propre et calme. Un peu cher pour la pédicure.'],
      [4, 'Épilation rapide et peu douloureuse, je recommande.'],
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
    joinedDaysAgo: 380,
    services: [
      ['Coupe homme', '15.00', 30],
      ['Barbe', '10.00', 30],
      ['Coupe et barbe', '22.00', 45],
      ['Rasage traditionnel', '12.00', 30],
      ['Coupe enfant', '10.00', 30],
    ],
    hours: { open: ['10:00', '20:00'], closed: ['monday'], other: { sunday: ['09:00', '14:00'] } },
    employees: [
      ['Hamza Jebali', 'Barbier', '+216 24 118 760'],
      // Day off on Tuesdays.
      [
        'Sami Ouertani',
        'Barbier',
        null,
        {
          days: {
            ...hoursOn(['wednesday', 'thursday', 'friday', 'saturday'], ['10:00', '20:00']),
            sunday: ['09:00', '14:00'],
          },
          services: ['Coupe homme', 'Barbe', 'Coupe et barbe', 'Rasage traditionnel'],
        },
      ],
    ],
    reviews: [
      [5, 'Meilleur dégradé de Tunis, et le rasage à la serviette chaude est un vrai plaisir.'],
      [4, 'Bon barbier, ambiance sympa. Pensez à réserver le samedi.'],
      [2, 'Coupe trop courte sur les côtés alors que j’avais demandé l’inverse.'],
      [5, 'Mon fils adore venir ici, Hamza est très patient avec les enfants.'],
    ],
  },
  {
    name: 'Le Barbier de Sousse',
    city: 'Sousse',
    address: '15 Avenue Léopold Sédar Senghor, 4000 Sousse',
    description:
      'Barbershop moderne près de la médina de Sousse : coupes tendance, taille de barbe et soins homme.',
    ownerKey: 'mehdi',
    joinedDaysAgo: 210,
    services: [
      ['Coupe homme', '14.00', 30],
      ['Barbe', '8.00', 30],
      ['Coupe et barbe', '20.00', 45],
      ['Soin du visage homme', '40.00', 45],
    ],
    hours: { open: ['09:00', '20:00'], closed: ['sunday'] },
    employees: [
      ['Anis Guesmi', 'Barbier', '+216 50 774 219'],
      // Part-time, end of the week.
      [
        'Youssef Trabelsi',
        'Barbier',
        null,
        {
          days: hoursOn(['thursday', 'friday', 'saturday'], ['14:00', '20:00']),
          services: ['Coupe homme', 'Barbe', 'Coupe et barbe'],
        },
      ],
    ],
    reviews: [
      [4, 'Coupe nette et rapide, prix honnête.'],
      [5, 'Anis est un artiste de la tondeuse. Le soin visage homme vaut le détour.'],
      [3, 'Résultat correct mais j’ai attendu 20 minutes malgré ma réservation.'],
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
    joinedDaysAgo: 260,
    services: [
      ['Manucure express', '20.00', 30],
      ['Vernis semi-permanent', '35.00', 45],
      ['Pose ongles en gel', '65.00', 90],
      ['Remplissage ongles gel', '45.00', 60],
      ['Nail art (10 ongles)', '15.00', 30],
      ['Beauté des pieds', '32.50', 60],
    ],
    hours: { open: ['10:00', '20:00'], closed: ['sunday'] },
    employees: [
      ['Chaima Ben Romdhane', 'Prothésiste ongulaire', '+216 29 347 581'],
      [
        'Ons Belhadj',
        'Prothésiste ongulaire',
        null,
        {
          days: hoursOn(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], ['12:00', '20:00']),
          services: ['Manucure express', 'Vernis semi-permanent', 'Nail art (10 ongles)', 'Beauté des pieds'],
        },
      ],
    ],
    reviews: [
      [5, 'Mon semi-permanent a tenu trois semaines sans un éclat. Chaima est très minutieuse.'],
      [4, 'Joli nail art, large choix de couleurs. Un peu bruyant le samedi.'],
      [5, 'Pose gel magnifique pour mon mariage, merci !'],
      [3, 'Travail soigné mais la séance a duré plus longtemps que prévu.'],
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
    joinedDaysAgo: 350,
    services: [
      ['Hammam et gommage au savon noir', '45.00', 60],
      ['Massage relaxant', '90.00', 60],
      ['Massage aux pierres chaudes', '120.00', 90],
      ['Soin du visage à l’huile d’argan', '85.00', 60],
      ['Enveloppement au rhassoul', '55.00', 45],
    ],
    hours: { open: ['10:00', '20:00'], closed: [] },
    employees: [
      [
        'Samia Hammami',
        'Masseuse',
        '+216 97 205 663',
        {
          days: hoursOn(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], ['10:00', '20:00']),
          services: ['Massage relaxant', 'Massage aux pierres chaudes', 'Enveloppement au rhassoul'],
        },
      ],
      [
        'Hajer Ltaief',
        'Esthéticienne',
        null,
        {
          services: [
            'Soin du visage à l’huile d’argan',
            'Massage relaxant',
            'Enveloppement au rhassoul',
            'Hammam et gommage au savon noir',
          ],
        },
      ],
      [
        'Kaouther Baccar',
        'Responsable du hammam',
        null,
        {
          days: hoursOn(['friday', 'saturday', 'sunday', 'monday'], ['10:00', '16:00']),
          services: ['Hammam et gommage au savon noir', 'Enveloppement au rhassoul'],
        },
      ],
    ],
    reviews: [
      [5, 'Un moment hors du temps. Le massage aux pierres chaudes est divin.'],
      [5, 'Hammam très propre, gommage énergique comme il faut. Thé à la menthe offert !'],
      [4, 'Très bon soin du visage, cadre magnifique. Parking un peu difficile en été.'],
      [4, 'Massage relaxant agréable, personnel discret et professionnel.'],
      [3, 'Bien, mais la salle de repos était pleine à notre arrivée.'],
    ],
  },
  {
    name: 'Institut Nour',
    city: 'Nabeul',
    address: '27 Avenue Habib Thameur, 8000 Nabeul',
    description: 'Institut de beauté familial à Nabeul : épilation, soins du visage, manucure et maquillage.',
    ownerKey: 'sonia',
    joinedDaysAgo: 150,
    services: [
      ['Soin du visage purifiant', '55.00', 60],
      ['Épilation jambes complètes', '22.00', 45],
      ['Épilation maillot', '15.00', 30],
      ['Manucure', '18.00', 30],
      ['Maquillage soirée', '50.00', 60],
    ],
    hours: {
      open: ['09:00', '18:30'],
      lunch: ['12:00', '13:00'],
      closed: ['sunday'],
      other: { saturday: ['09:00', '16:00'] },
    },
    employees: [
      ['Nour Hadj Ali', 'Esthéticienne', '+216 58 413 902'],
      // Part-time: Wednesday afternoons and Saturdays.
      [
        'Amani Riahi',
        'Esthéticienne',
        null,
        {
          days: { wednesday: ['13:00', '18:30'], saturday: ['09:00', '16:00'] },
          services: ['Épilation jambes complètes', 'Épilation maillot', 'Manucure'],
        },
      ],
    ],
    reviews: [
      [4, 'Institut simple mais très propre, Nour est douce et à l’écoute.'],
      [5, 'Le soin purifiant a fait des miracles sur ma peau mixte.'],
      [4, 'Bon rapport qualité-prix pour l’épilation.'],
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
    joinedDaysAgo: 500,
    services: [
      ['Coupe femme', '28.00', 45],
      ['Brushing', '15.00', 30],
      ['Coloration', '60.00', 90],
      ['Chignon de mariée', '150.00', 90],
      ['Soin profond au masque', '35.00', 45],
    ],
    hours: { open: ['09:00', '19:00'], lunch: ['13:00', '14:00'], closed: ['sunday'] },
    employees: [
      ['Amira Jlassi', 'Coiffeuse', '+216 74 221 905'],
      // Day off on Wednesdays.
      [
        'Wafa Kammoun',
        'Coiffeuse',
        null,
        {
          days: hoursOn(['monday', 'tuesday', 'thursday', 'friday', 'saturday'], ['09:00', '19:00']),
          services: ['Coupe femme', 'Brushing', 'Soin profond au masque'],
        },
      ],
      [
        'Rania Zouari',
        'Coloriste',
        null,
        {
          days: hoursOn(['thursday', 'friday', 'saturday'], ['14:00', '19:00']),
          services: ['Coloration', 'Soin profond au masque'],
        },
      ],
    ],
    reviews: [
      [5, 'Chignon de mariée magnifique, toutes mes invitées m’ont demandé l’adresse.'],
      [4, 'Coupe réussie, Amira donne de bons conseils.'],
      [4, 'Coloration uniforme et bien tenue, accueil agréable.'],
      [2, 'Brushing raté, les pointes étaient sèches en sortant. Dommage.'],
      [5, 'Mon salon préféré à Sfax depuis des années.'],
    ],
  },
  {
    name: 'Beauty Corner Sfax',
    city: 'Sfax',
    address: '9 Rue Habib Maazoun, 3000 Sfax',
    description: 'Maquillage professionnel, beauté des ongles et extensions de cils dans un espace moderne.',
    ownerKey: 'amira',
    joinedDaysAgo: 120,
    services: [
      ['Maquillage jour', '40.00', 45],
      ['Maquillage mariée', '280.00', 120],
      ['Extension de cils', '90.00', 90],
      ['Vernis semi-permanent', '30.00', 45],
      ['Pose ongles en gel', '55.00', 90],
    ],
    hours: { open: ['09:00', '19:00'], closed: ['sunday', 'monday'] },
    employees: [
      [
        'Ines Frikha',
        'Maquilleuse',
        '+216 26 580 334',
        { services: ['Maquillage jour', 'Maquillage mariée', 'Extension de cils'] },
      ],
      [
        'Syrine Ellouze',
        'Prothésiste ongulaire',
        null,
        {
          days: hoursOn(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], ['10:00', '19:00']),
          services: ['Vernis semi-permanent', 'Pose ongles en gel', 'Extension de cils'],
        },
      ],
    ],
    reviews: [
      [5, 'Ines est une vraie pro du maquillage, résultat naturel et lumineux.'],
      [4, 'Extensions de cils réussies, tenue de quatre semaines.'],
      [3, 'Pose gel correcte mais un ongle s’est décollé au bout d’une semaine.'],
    ],
  },
  {
    name: 'Hair Studio Monastir',
    city: 'Monastir',
    address: "18 Avenue de l'Indépendance, 5000 Monastir",
    description: 'Salon mixte face à la marina : coupes femme et homme, coloration végétale et soins.',
    ownerKey: 'karim',
    joinedDaysAgo: 240,
    services: [
      ['Coupe femme', '30.00', 45],
      ['Coupe homme', '15.00', 30],
      ['Brushing', '16.00', 30],
      ['Coloration végétale au henné', '55.00', 90],
      ['Barbe', '9.00', 30],
      ['Lissage à la kératine', '180.00', 120],
    ],
    hours: { open: ['09:00', '19:30'], lunch: ['12:00', '13:00'], closed: ['sunday'] },
    employees: [
      [
        'Karim Bouazizi',
        'Coiffeur',
        '+216 73 460 128',
        { services: ['Coupe homme', 'Barbe', 'Coupe femme', 'Brushing'] },
      ],
      // Day off on Mondays.
      [
        'Dorra Sfaxi',
        'Coiffeuse',
        null,
        {
          days: hoursOn(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], ['09:00', '19:30']),
          services: ['Coupe femme', 'Brushing', 'Coloration végétale au henné', 'Lissage à la kératine'],
        },
      ],
      // Part-time, Friday and Saturday afternoons.
      [
        'Aymen Khelifi',
        'Barbier',
        null,
        { days: hoursOn(['friday', 'saturday'], ['14:00', '19:30']), services: ['Coupe homme', 'Barbe'] },
      ],
    ],
    reviews: [
      [4, 'Salon agréable, coupe homme rapide et soignée.'],
      [5, 'Le henné de Dorra donne des reflets superbes, et sans produits agressifs.'],
      [4, 'Bon lissage, explications claires sur l’entretien.'],
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
    joinedDaysAgo: 330,
    services: [
      ['Hammam et gommage', '40.00', 60],
      ['Massage à l’huile d’olive', '80.00', 60],
      ['Soin du visage éclat', '75.00', 60],
      ['Rituel de la mariée', '260.00', 120],
    ],
    hours: { open: ['10:00', '21:00'], closed: [], other: { sunday: ['10:00', '18:00'] } },
    employees: [
      // Day off on Thursdays.
      [
        'Zeineb Mahjoub',
        'Masseuse',
        null,
        {
          days: {
            ...hoursOn(['monday', 'tuesday', 'wednesday', 'friday', 'saturday'], ['10:00', '21:00']),
            sunday: ['10:00', '18:00'],
          },
          services: ['Hammam et gommage', 'Massage à l’huile d’olive', 'Rituel de la mariée'],
        },
      ],
      [
        'Latifa Ben Hmida',
        'Esthéticienne',
        '+216 75 658 412',
        { services: ['Hammam et gommage', 'Soin du visage éclat', 'Rituel de la mariée'] },
      ],
    ],
    reviews: [
      [5, 'Le rituel de la mariée est une merveille, je me suis sentie reine d’un jour.'],
      [4, 'Hammam authentique, gommage efficace. Très bonne adresse à Djerba.'],
      [5, 'Massage à l’huile d’olive très relaxant, personnel chaleureux.'],
      [3, 'Agréable mais un peu cher pour la durée du soin du visage.'],
    ],
  },
  {
    name: 'Salon Nadia Coiffure & Esthétique',
    city: 'Bizerte',
    address: "10 Rue d'Alger, 7000 Bizerte",
    description: 'Coiffure et esthétique près du vieux port de Bizerte, pour toute la famille.',
    ownerKey: 'nadia',
    joinedDaysAgo: 450,
    services: [
      ['Coupe femme', '25.00', 45],
      ['Brushing', '12.50', 30],
      ['Coloration', '55.00', 90],
      ['Soin du visage', '50.00', 60],
      ['Épilation sourcils', '5.00', 30],
      ['Maquillage soirée', '45.00', 60],
    ],
    hours: {
      open: ['08:30', '18:30'],
      lunch: ['12:00', '13:00'],
      closed: ['sunday'],
      other: { saturday: ['08:30', '15:00'] },
    },
    employees: [
      [
        'Nadia Chaabane',
        'Coiffeuse',
        '+216 72 431 576',
        { services: ['Coupe femme', 'Brushing', 'Coloration'] },
      ],
      // Day off on Mondays.
      [
        'Hiba Nasri',
        'Esthéticienne',
        null,
        {
          days: {
            ...hoursOn(['tuesday', 'wednesday', 'thursday', 'friday'], ['08:30', '18:30']),
            saturday: ['08:30', '15:00'],
          },
          services: ['Soin du visage', 'Épilation sourcils', 'Maquillage soirée'],
        },
      ],
    ],
    reviews: [
      [4, 'Bonne coupe et prix raisonnables, Nadia est très gentille.'],
      [5, 'Soin du visage parfait avant mon entretien d’embauche !'],
      [3, 'Brushing correct, salon un peu petit.'],
      [4, 'Maquillage soirée réussi, tenue jusqu’au bout de la nuit.'],
    ],
  },
  {
    name: 'Ongles & Beauté Ariana',
    city: 'Ariana',
    address: '52 Avenue Habib Bourguiba, Ariana Ville, 2080 Ariana',
    description:
      'Spécialiste des ongles et du regard : manucure, pédicure, semi-permanent, rehaussement de cils.',
    ownerKey: 'nadia',
    joinedDaysAgo: 90,
    services: [
      ['Manucure', '20.00', 30],
      ['Pédicure', '28.00', 45],
      ['Vernis semi-permanent', '32.00', 45],
      ['Ongles en gel', '60.00', 90],
      ['Rehaussement de cils', '70.00', 60],
    ],
    hours: { open: ['09:00', '19:00'], lunch: ['13:00', '14:00'], closed: ['sunday'] },
    employees: [
      ['Sarra Jaziri', 'Prothésiste ongulaire', '+216 21 907 345'],
      // Part-time, mornings.
      [
        'Mariem Dridi',
        'Esthéticienne',
        null,
        {
          days: hoursOn(['monday', 'tuesday', 'wednesday'], ['09:00', '13:00']),
          services: ['Manucure', 'Pédicure', 'Rehaussement de cils'],
        },
      ],
    ],
    reviews: [
      [5, 'Sarra est une perfectionniste, mes ongles n’ont jamais été aussi beaux.'],
      [4, 'Pédicure très agréable, institut propre.'],
      [4, 'Rehaussement de cils naturel, exactement ce que je voulais.'],
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
    joinedDaysAgo: 180,
    services: [
      ['Soin du visage anti-âge', '95.00', 60],
      ['Épilation au fil visage', '12.00', 30],
      ['Épilation jambes complètes', '25.00', 45],
      ['Maquillage mariée', '300.00', 120],
      ['Manucure', '22.00', 30],
    ],
    hours: { open: ['09:00', '19:00'], lunch: ['12:00', '13:00'], closed: ['sunday'] },
    employees: [
      [
        'Emna Ghedira',
        'Esthéticienne',
        '+216 53 286 470',
        {
          services: [
            'Soin du visage anti-âge',
            'Épilation au fil visage',
            'Épilation jambes complètes',
            'Manucure',
          ],
        },
      ],
      // Day off on Mondays.
      [
        'Sabrine Kefi',
        'Maquilleuse',
        null,
        {
          days: hoursOn(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], ['09:00', '19:00']),
          services: ['Maquillage mariée', 'Épilation au fil visage'],
        },
      ],
    ],
    reviews: [
      [5, 'Soin anti-âge remarquable, on voit la différence dès la première séance.'],
      [4, 'Épilation au fil rapide et précise.'],
      [5, 'Maquillage mariée de rêve, Sabrine a su sublimer mon visage.'],
    ],
  },
  {
    name: 'Gentleman Barber La Marsa',
    city: 'La Marsa',
    address: '3 Avenue Taïeb Mhiri, 2070 La Marsa',
    description: 'Barbier et soins pour homme à La Marsa : coupe, barbe, soin du visage et café offert.',
    ownerKey: 'mehdi',
    joinedDaysAgo: 60,
    services: [
      ['Coupe homme', '18.00', 30],
      ['Barbe', '12.00', 30],
      ['Coupe et barbe', '27.00', 60],
      ['Soin du visage homme', '45.00', 45],
    ],
    hours: { open: ['10:00', '20:00'], closed: ['monday'], other: { sunday: ['10:00', '15:00'] } },
    employees: [
      ['Skander Mabrouk', 'Barbier', '+216 99 152 833'],
      // Part-time: weekend afternoons.
      [
        'Bilel Hamrouni',
        'Barbier',
        null,
        {
          days: { ...hoursOn(['friday', 'saturday'], ['14:00', '20:00']), sunday: ['10:00', '15:00'] },
          services: ['Coupe homme', 'Barbe', 'Coupe et barbe'],
        },
      ],
    ],
    reviews: [
      [5, 'Service haut de gamme, coupe impeccable et café offert. Top !'],
      [4, 'Très bonne barbe, un peu plus cher qu’ailleurs mais ça se voit.'],
      [4, 'Skander prend le temps de bien faire, ambiance détendue.'],
    ],
  },
]);
