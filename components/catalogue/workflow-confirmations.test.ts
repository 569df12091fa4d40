import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/core/locale';
import { loadMessages } from '@/lib/i18n/catalogue';
import { confirmationFor } from './workflow-confirmations';

const wordsOf = (locale: Locale) =>
  createTranslator({ locale, messages: loadMessages(locale), namespace: 'teacherServices.confirm' as never }) as never;

const service = (activeEnrollments: number) => ({ id: 's1', name: 'Spanish B1', status: 'active', activeEnrollments });

describe('the questions asked before a status move', () => {
  it('asks before pausing a service with students, archiving and deleting; publishes at once', () => {
    const english = wordsOf('en');
    expect(confirmationFor('publish', service(3), english)).toBeNull();
    expect(confirmationFor('pause', service(0), english)).toBeNull();
    expect(confirmationFor('pause', service(1), english)).toEqual({
      title: 'Pause “Spanish B1”?',
      description:
        '1 student is enrolled right now. They keep their enrollment, but nobody new can enroll until you publish it again.',
      confirmLabel: 'Pause service',
      destructive: false,
    });
    expect(confirmationFor('pause', service(3), english)?.description).toMatch(/^3 students are enrolled right now\./);
    expect(confirmationFor('archive', service(0), english)).toMatchObject({ confirmLabel: 'Archive service', destructive: true });
    expect(confirmationFor('delete', service(0), english)?.title).toBe('Delete the draft “Spanish B1”?');
  });

  it("asks in the teacher's language", () => {
    expect(confirmationFor('pause', service(2), wordsOf('de'))).toMatchObject({
      title: '„Spanish B1“ pausieren?',
      confirmLabel: 'Angebot pausieren',
    });
    expect(confirmationFor('pause', service(2), wordsOf('de'))?.description).toMatch(/^2 Schüler sind gerade angemeldet/);
    expect(confirmationFor('delete', service(0), wordsOf('fr'))?.title).toBe('Supprimer le brouillon « Spanish B1 » ?');
  });
});
