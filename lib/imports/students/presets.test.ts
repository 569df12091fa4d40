import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../decode-text';
import { parseTable } from '../parse-table';
import { detectPreset, resolveMapping } from './presets';

const headerOf = (name: string) =>
  parseTable(decodeText(readFileSync(`test/fixtures/imports/${name}`)).text, 10).header;

describe('presets', () => {
  it('recognises each tool by its columns and maps them', () => {
    const mms = headerOf('my-music-staff.csv');
    expect(detectPreset(mms)).toBe('my_music_staff');
    expect(resolveMapping(mms, 'my_music_staff')).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Student Email',
      phone: 'Student Mobile Phone',
      status: 'Student Status',
      notes: 'Private Note',
      payer: 'Parent 1 Name',
    });
    const tutorbird = headerOf('tutorbird.csv');
    expect(detectPreset(tutorbird)).toBe('tutorbird');
    expect(resolveMapping(tutorbird, 'tutorbird')).toMatchObject({
      email: 'Email Address',
      phone: 'Mobile Number',
      payer: 'Family Name',
    });
    const teachworks = headerOf('teachworks.csv');
    expect(detectPreset(teachworks)).toBe('teachworks');
    expect(resolveMapping(teachworks, 'teachworks')).toMatchObject({
      email: 'Email',
      payer: 'Customer',
      notes: 'Additional Notes',
    });
  });

  it('falls back to generic names and lets the teacher override or unmap a field', () => {
    const generic = headerOf('generic-semicolon.csv');
    expect(detectPreset(generic)).toBe('generic');
    expect(resolveMapping(generic, 'generic')).toEqual({ email: 'E-mail', payer: 'Payer' });
    expect(resolveMapping(generic, 'generic', { name: 'Nom', phone: 'Téléphone', payer: '' })).toEqual({
      email: 'E-mail',
      name: 'Nom',
      phone: 'Téléphone',
    });
  });
});
