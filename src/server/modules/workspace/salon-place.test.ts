import { describe, expect, it } from 'vitest';
import { findCity } from '@/shared/cities';
import { must } from '@/shared/must';
import { placeSalon } from './salon-place';

const sousse = must(findCity('sousse'), 'sousse');
const tunis = must(findCity('tunis'), 'tunis');

describe('where a salon is', () => {
  it('takes the chosen city, else the one the address names, with its centre', () => {
    expect(placeSalon({ address: '3 rue de Rome', city: 'sousse' }, null)).toEqual({
      city: 'sousse',
      latitude: sousse.latitude,
      longitude: sousse.longitude,
    });
    expect(placeSalon({ address: '8 Rue du Maroc, 2070 La Marsa' }, null).city).toBe('la-marsa');
    expect(placeSalon({ address: 'Quelque part' }, null)).toEqual({
      city: null,
      latitude: null,
      longitude: null,
    });
  });

  it('keeps a given position, and the old one while the city stays', () => {
    const current = { city: 'tunis', latitude: 36.83, longitude: 10.23 };
    expect(placeSalon({ address: 'Tunis', latitude: 36.9, longitude: 10.3 }, current)).toEqual({
      city: 'tunis',
      latitude: 36.9,
      longitude: 10.3,
    });
    expect(placeSalon({ address: 'Les Berges du Lac, Tunis' }, current)).toEqual(current);
  });

  it('moves to the new city’s centre when the city changes and the position sent is the old one', () => {
    const current = { city: 'tunis', latitude: tunis.latitude, longitude: tunis.longitude };
    expect(
      placeSalon(
        { address: 'Sousse', city: 'sousse', latitude: tunis.latitude, longitude: tunis.longitude },
        current,
      ),
    ).toEqual({ city: 'sousse', latitude: sousse.latitude, longitude: sousse.longitude });
  });
});
