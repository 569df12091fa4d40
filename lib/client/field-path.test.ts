import { describe, expect, it } from 'vitest';
import { fieldOf } from './field-path';

describe('fieldOf', () => {
  const fields = ['name', 'tagIds'] as const;

  it('answers the top-level field of a detail path, with or without the body prefix', () => {
    expect(fieldOf('name', fields)).toBe('name');
    expect(fieldOf('body.tagIds.2', fields)).toBe('tagIds');
  });

  it('answers null for a path that is no field of the form', () => {
    expect(fieldOf('teacherId', fields)).toBeNull();
    expect(fieldOf('', fields)).toBeNull();
  });
});
