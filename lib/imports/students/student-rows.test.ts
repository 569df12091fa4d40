import { describe, expect, it } from 'vitest';
import { checkStudentRows } from './student-rows';

const header = ['First', 'Last', 'Email', 'Status', 'Level', 'Zone'];
const mapping = {
  firstName: 'First',
  lastName: 'Last',
  email: 'Email',
  status: 'Status',
  level: 'Level',
  timezone: 'Zone',
};

describe('checkStudentRows', () => {
  it('joins first and last names, lower-cases e-mails and reads status and level words', () => {
    const [row] = checkStudentRows(
      header,
      [{ line: 2, cells: ['Ana', 'López', ' Ana@Example.TEST ', 'Archived', 'b1', 'Europe/Madrid'] }],
      mapping,
    );
    expect(row).toEqual({
      line: 2,
      values: expect.objectContaining({
        name: 'Ana López',
        email: 'ana@example.test',
        status: 'inactive',
        level: 'B1',
        timezone: 'Europe/Madrid',
      }),
      errors: [],
    });
  });

  it('reports each problem of a row, and a repeated e-mail on its second line', () => {
    const rows = checkStudentRows(
      header,
      [
        { line: 2, cells: ['', '', 'not-an-email', 'Sleeping', 'Z9', 'Mars/Base'] },
        { line: 3, cells: ['Ben', '', 'ben@example.test'] },
        { line: 4, cells: ['Benjamin', '', 'BEN@example.test'] },
      ],
      mapping,
    );
    expect(rows[0]!.errors.map((error) => error.field)).toEqual(['name', 'email', 'timezone', 'level', 'status']);
    expect(rows[1]!.errors).toEqual([]);
    expect(rows[2]!.errors).toEqual([{ field: 'email', message: 'Line 3 already has this e-mail' }]);
  });

  it('says when no column gives the e-mail', () => {
    const [row] = checkStudentRows(['Name'], [{ line: 2, cells: ['Ana'] }], { name: 'Name' });
    expect(row!.errors).toEqual([{ field: 'email', message: 'Give an e-mail address' }]);
  });
});
