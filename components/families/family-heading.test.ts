import { describe, expect, it } from 'vitest';
import en from '@/messages/en/teacherFamilies.json';
import de from '@/messages/de/teacherFamilies.json';
import { familyHeading } from './family-heading';

const translator =
  (messages: { title: string }) =>
  (_key: 'title', { name }: { name: string }) =>
    messages.title.replace('{name}', name);

describe('familyHeading', () => {
  it("names the family once, in the reader's language", () => {
    expect(familyHeading(translator(en), 'Rossi')).toBe('Rossi family');
    expect(familyHeading(translator(de), ' Rossi ')).toBe('Familie Rossi');
    expect(familyHeading(translator(en), 'García family')).toBe('García family');
    expect(familyHeading(translator(de), 'Okafor Family ')).toBe('Okafor Family');
  });
});
