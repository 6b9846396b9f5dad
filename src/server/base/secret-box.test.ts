import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { open, seal } from './secret-box';

describe('secret box', () => {
  const key = randomBytes(32);

  it('gives back what it sealed, and never the same ciphertext twice', () => {
    const a = seal(key, 'ya29.jeton-secret', 'user-1');
    const b = seal(key, 'ya29.jeton-secret', 'user-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('jeton');
    expect(open(key, a, 'user-1')).toBe('ya29.jeton-secret');
  });

  it('refuses another key, another owner and an altered value', () => {
    const sealed = seal(key, 'secret', 'user-1');
    expect(() => open(randomBytes(32), sealed, 'user-1')).toThrow();
    expect(() => open(key, sealed, 'user-2')).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(must(body, 'the sealed body'), 'base64url');
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    expect(() => open(key, [version, iv, tag, flipped.toString('base64url')].join('.'), 'user-1')).toThrow();
    expect(() => open(key, 'n importe quoi', 'user-1')).toThrow();
  });
});
