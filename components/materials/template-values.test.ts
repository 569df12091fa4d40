import { describe, expect, it } from 'vitest';
import { folderChoices, libraryHref, moveItem } from './template-values';

describe('template editor values', () => {
  it('moves an item up or down, and leaves the list alone at its edges', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('lists folders depth first with their paths', () => {
    const leaf = { id: 'c', name: 'Verbs', emoji: null, color: null, children: [], templates: [] };
    const tree = [
      { id: 'a', name: 'Grammar', emoji: '📘', color: null, children: [leaf], templates: [] },
      { id: 'b', name: 'Songs', emoji: null, color: null, children: [], templates: [] },
    ];
    expect(folderChoices(tree).map(({ id, path }) => [id, path])).toEqual([
      ['a', 'Grammar'],
      ['c', 'Grammar / Verbs'],
      ['b', 'Songs'],
    ]);
    expect(folderChoices(tree)[0]!.label).toBe('📘 Grammar');
  });

  it('links back to the folder in the library', () => {
    expect(libraryHref(null)).toBe('/teacher/materials');
    expect(libraryHref('abc')).toBe('/teacher/materials?folder=abc');
  });
});
