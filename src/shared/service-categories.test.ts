import { describe, expect, it } from 'vitest';
import { categoryOf } from './service-categories';

describe('categoryOf', () => {
  it('finds the category by its words, without accents or case', () => {
    expect(categoryOf('Coupe femme')?.id).toBe('haircut');
    expect(categoryOf('MÈCHES et balayage')?.id).toBe('haircut');
    expect(categoryOf('Maquillage de mariée')?.id).toBe('makeup');
    expect(categoryOf('Pédicure')?.id).toBe('nails');
    expect(categoryOf('Vernis semi-permanent')?.id).toBe('nails');
    expect(categoryOf('Épilation des sourcils')?.id).toBe('face');
    expect(categoryOf('Soin du VISAGE')?.id).toBe('face');
  });

  it('leaves a service that names no category word without one', () => {
    expect(categoryOf('Hammam')).toBeUndefined();
    expect(categoryOf('Massage relaxant')).toBeUndefined();
    expect(categoryOf('')).toBeUndefined();
  });

  it('takes the first category in the home page order when several match', () => {
    expect(categoryOf('Coupe et maquillage')?.id).toBe('haircut');
  });
});
