import { describe, expect, it } from 'vitest';
import { familyTitle } from './family-title';

describe('familyTitle', () => {
  it('adds "family" once', () => {
    expect(familyTitle('Rossi')).toBe('Rossi family');
    expect(familyTitle('García family')).toBe('García family');
    expect(familyTitle('Okafor Family ')).toBe('Okafor Family');
  });
});
