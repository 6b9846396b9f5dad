import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPackageVisit, packagePartPrices } from './packages';

describe('a package price shared among its services', () => {
  it('gives each service its share in proportion to its own price', () => {
    expect(packagePartPrices(['50.00', '30.00', '20.00'], '80.00')).toEqual(['40.00', '24.00', '16.00']);
  });

  it('hands the odd cents to the largest remainders, the shares adding up exactly', () => {
    expect(packagePartPrices(['10.00', '10.00', '10.00'], '100.00')).toEqual(['33.34', '33.33', '33.33']);
  });

  it('shares equally among services without a price', () => {
    expect(packagePartPrices(['0.00', '0.00'], '45.00')).toEqual(['22.50', '22.50']);
  });

  it('always adds up to the package price, each share at least zero', () => {
    const price = fc.integer({ min: 1, max: 9_999_999 });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9_999_999 }), { minLength: 2, maxLength: 4 }),
        price,
        (list, total) => {
          const shares = packagePartPrices(
            list.map((value) => (value / 100).toFixed(2)),
            (total / 100).toFixed(2),
          );
          const sum = shares.reduce((acc, share) => acc + Math.round(Number(share) * 100), 0);
          expect(sum).toBe(total);
          expect(shares.every((share) => Number(share) >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('a visit of a package', () => {
  it('has its services in its order, no more and no fewer', () => {
    expect(isPackageVisit(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(isPackageVisit(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(isPackageVisit(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });
});
