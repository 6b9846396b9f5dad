import { describe, expect, it } from 'vitest';
import { TwoFactorResetSchema, TwoFactorVerifySchema } from './two-factor';

const messageOf = (input: unknown) => TwoFactorVerifySchema.safeParse(input).error?.issues[0]?.message;

describe('the sign-in code step (decision 074)', () => {
  it('takes six digits, the spaces an app shows dropped', () => {
    expect(TwoFactorVerifySchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(messageOf({ code: '12345' })).toBe('Saisissez les 6 chiffres affichés par votre application.');
    expect(messageOf({ code: '12345a' })).toBe('Saisissez les 6 chiffres affichés par votre application.');
    expect(messageOf({ code: 123456 })).toBe('Saisissez les 6 chiffres affichés par votre application.');
  });

  it('takes a recovery code as given, case kept, the dash optional', () => {
    expect(TwoFactorVerifySchema.parse({ recoveryCode: 'aB3dEf6H8j' })).toEqual({
      recoveryCode: 'aB3dE-f6H8j',
    });
    expect(TwoFactorVerifySchema.parse({ recoveryCode: 'aB3dE-f6H8j' })).toEqual({
      recoveryCode: 'aB3dE-f6H8j',
    });
    expect(messageOf({ recoveryCode: 'aB3dE-f6H8' })).toBe('Un code de secours a la forme xxxxx-xxxxx.');
  });

  it('wants exactly one of them', () => {
    const one = 'Saisissez un code de vérification ou un code de secours.';
    expect(messageOf({})).toBe(one);
    expect(messageOf({ code: '123456', recoveryCode: 'aB3dE-f6H8j' })).toBe(one);
    expect(messageOf('123456')).toBe('Les données envoyées sont invalides.');
  });

  it('an admin’s reset needs a reason', () => {
    expect(TwoFactorResetSchema.safeParse({ reason: '  abc ' }).error?.issues[0]?.message).toBe(
      'Indiquez le motif de la réinitialisation (5 caractères au moins).',
    );
    expect(TwoFactorResetSchema.parse({ reason: ' Téléphone perdu ' })).toEqual({
      reason: 'Téléphone perdu',
    });
  });
});
