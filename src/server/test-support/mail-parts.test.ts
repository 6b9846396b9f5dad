import { describe, expect, it } from 'vitest';
import { mailPart } from './mail-parts';

describe('mailPart', () => {
  it('reads a link whose quoted-printable line begins with "--" whole (a token has dashes)', () => {
    const token = `${'a'.repeat(60)}--${'b'.repeat(40)}`;
    const raw = [
      'Content-Type: multipart/alternative; boundary="--_NmP-abc"',
      '',
      '----_NmP-abc',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      `Lien : https://rdv.tn/verify-email?token=3D${'a'.repeat(30)}=`,
      `${'a'.repeat(30)}=`,
      `--${'b'.repeat(40)}`,
      '----_NmP-abc',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Lien</p>',
      '----_NmP-abc--',
      '',
    ].join('\r\n');
    expect(mailPart({ to: [], raw }, 'text/plain')).toBe(`Lien : https://rdv.tn/verify-email?token=${token}`);
    expect(mailPart({ to: [], raw }, 'text/html')).toBe('<p>Lien</p>');
  });
});
