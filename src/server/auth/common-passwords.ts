import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants';
import { COMMON_PASSWORD_MESSAGE, isPersonalPassword, PERSONAL_PASSWORD_MESSAGE } from '@/shared/passwords';
import { AppError } from '../base/errors';

/**
 * Passwords French speakers pick often that the international list below may miss: keyboard rows,
 * words of affection, football clubs and cities, the country's name. Compared in lower case.
 */
const FRENCH_COMMON = [
  'azerty',
  'azerty1',
  'azerty12',
  'azerty123',
  'azerty1234',
  'azertyui',
  'azertyuiop',
  'azertyuiop1',
  'qsdfghjkl',
  'wxcvbn',
  'wxcvbnn',
  'aqwzsx',
  'aqwzsxedc',
  'azertyqsdf',
  '1azerty',
  'azer1234',
  'motdepasse',
  'motdepasse1',
  'motdepasse123',
  'mot2passe',
  'motdepass',
  'monmotdepasse',
  'mdp123',
  'mdp1234',
  'mdpmdp',
  'bonjour',
  'bonjour1',
  'bonjour123',
  'bonsoir',
  'coucou',
  'coucou1',
  'coucou123',
  'salut123',
  'soleil',
  'soleil1',
  'soleil123',
  'doudou',
  'doudou1',
  'doudou123',
  'chouchou',
  'chouchou1',
  'loulou',
  'loulou1',
  'loulou123',
  'nounours',
  'bisous',
  'bisou123',
  'jetaime',
  'jetaime1',
  'jetaime123',
  'jtaime',
  'tendresse',
  'princesse',
  'princesse1',
  'cherie',
  'mon amour',
  'monamour',
  'monamour1',
  'doudoune',
  'poussin',
  'choupette',
  'minouche',
  'caramel',
  'chocolat',
  'chocolat1',
  'papillon',
  'marseille',
  'marseille13',
  'olympique',
  'omarseille',
  'allezlom',
  'psg123',
  'parisiens',
  'paris75',
  'paris123',
  'lyon69',
  'bordeaux',
  'toulouse',
  'nantes44',
  'france',
  'france1',
  'france123',
  'vivelafrance',
  'tunisie',
  'tunisie1',
  'tunisie123',
  'tunis123',
  'tunisia',
  'sfax123',
  'sousse123',
  'esperance',
  'espérance',
  'clubafricain',
  'etoile',
  'etoiledusahel',
  'jasmin',
  'yasmine',
  'amira123',
  'mohamed',
  'mohamed1',
  'mohamed123',
  'ahmed123',
  'fatma123',
  'mariem',
  'nicolas',
  'nicolas1',
  'camille',
  'camille1',
  'julien',
  'julien1',
  'anthony',
  'thomas1',
  'alexandre',
  'maxime',
  'pauline',
  'marine',
  'celine',
  'nathalie',
  'isabelle',
  'sandrine',
  'stephanie',
  'aurelie',
  'emilie',
  'sophie1',
  'manon123',
  'bienvenue',
  'bienvenue1',
  'merci123',
  'secret',
  'secret1',
  'secret123',
  'confiance',
  'liberte',
  'vacances',
  'musique',
  'football',
  'coiffure',
  'coiffure1',
  'rendezvous',
  'rendez-vous',
  'beaute',
  'beauté',
  'salon123',
  'ordinateur',
  'internet',
  'chatons',
  'chaton',
  'chien123',
  'fromage',
  'baguette',
  'pompier',
  'dauphin',
  'licorne',
  'patate',
  'bouboule',
  'pepette',
  'fifille',
  'mamour',
  'maman123',
  'papa123',
  'famille',
  'famille1',
  'enfants',
  'bebe123',
  'naruto',
  'pokemon',
  'dragonball',
  'hello123',
];

/** Lower-cased, and only those long enough to pass the length rule (the others are refused anyway). */
const COMMON = new Set(
  [...(dictionary['passwords-common'] as string[]), ...FRENCH_COMMON]
    .map((password) => password.toLowerCase())
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH),
);

/** How many passwords are refused as too common (the product promises at least 10,000). */
export const COMMON_PASSWORD_COUNT = COMMON.size;

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Refuses a new password found in the list, as a 400 on the form's field. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new AppError(400, 'validation_failed', COMMON_PASSWORD_MESSAGE, {
      [field]: COMMON_PASSWORD_MESSAGE,
    });
  }
}

/**
 * Refuses a new password that is the person's e-mail or name, wherever a password is chosen (sign-up
 * checks it in its schema; reset and change here), as a 400 on the form's field.
 */
export function assertImpersonalPassword(
  password: string,
  person: { email: string; fullName: string },
  field = 'password',
): void {
  if (isPersonalPassword(password, person)) {
    throw new AppError(400, 'validation_failed', PERSONAL_PASSWORD_MESSAGE, {
      [field]: PERSONAL_PASSWORD_MESSAGE,
    });
  }
}
