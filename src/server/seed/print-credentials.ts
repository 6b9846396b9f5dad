import { pages } from '@/shared/pages';
import type { DemoCredential } from './accounts';

/** Prints the demo accounts once, right after seeding: their passwords are not stored anywhere. */
export function printDemoCredentials(credentials: DemoCredential[], baseUrl: string): void {
  const rule = '─'.repeat(72);
  const lines = [
    '',
    rule,
    'Comptes de démonstration (mots de passe générés pour cette base, affichés une seule fois)',
    rule,
    ...credentials.flatMap((credential) => [
      '',
      `  ${credential.label}`,
      `    E-mail       : ${credential.email}`,
      `    Mot de passe : ${credential.password}`,
    ]),
    '',
    `Connexion : ${baseUrl}${pages.login}`,
    'Notez ces mots de passe maintenant : ils ne seront plus affichés.',
    rule,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
