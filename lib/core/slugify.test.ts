import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('keeps ascii letters and digits, drops accents, joins the rest with single hyphens', () => {
    expect(slugify('  José Núñez — B2 Course! ')).toBe('jose-nunez-b2-course');
    expect(slugify('日本語')).toBe('');
  });

  it('cuts to a maximum length without leaving an edge hyphen', () => {
    expect(slugify('Spanish lessons', 8)).toBe('spanish');
  });
});
