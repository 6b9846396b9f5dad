import { seal } from '../base/secret-box';

// A prestataire's ID card number (CIN) is stored sealed with the secret box. The additional data
// names the column rather than the person: the value is sealed before the account (and its id)
// exists, in better-auth's user-creation hook.
export const CIN_PURPOSE = 'users.cin';
export const SEALED_CIN_PREFIX = 'v1.';

export const isSealedCin = (value: string) => value.startsWith(SEALED_CIN_PREFIX);

export function sealCin(key: Buffer, cin: string): string {
  return isSealedCin(cin) ? cin : seal(key, cin, CIN_PURPOSE);
}
