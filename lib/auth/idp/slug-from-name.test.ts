import { describe, expect, it } from 'vitest';
import { slugFromName } from './slug-from-name';

describe('slugFromName', () => {
  it.each([
    ['Ana Ruiz', 'ana-ruiz'],
    ['José Núñez', 'jose-nunez'],
    ["  Mary-Jane  O'Neil ", 'mary-jane-o-neil'],
    ['Zoë 2nd', 'zoe-2nd'],
    ['李雷', ''],
    ['---', ''],
  ])('%j -> %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('stays within ^[a-z0-9-]+$ and 48 characters, with no dash at either end', () => {
    const slug = slugFromName(`Maximiliana ${'Wolfeschlegelsteinhausenbergerdorff '.repeat(3)}`);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.length).toBeLessThanOrEqual(48);
  });
});
