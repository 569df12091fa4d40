import { describe, expect, it } from 'vitest';
import { cardCellClasses, cardHeadClasses, cardLabelOf, cardRoleOf, cardTitleId } from './data-table-cards';

describe('phone cards of a DataTable', () => {
  it('places each column by its meta, with sensible defaults', () => {
    expect(cardRoleOf('select', { card: 'title' })).toBe('select');
    expect(cardRoleOf('amount', { card: 'primary' })).toBe('primary');
    expect(cardRoleOf('actions', undefined)).toBe('actions');
    expect(cardRoleOf('fee', { hideOnMobile: true })).toBe('hidden');
    expect(cardRoleOf('service', undefined)).toBe('secondary');
    expect(cardRoleOf('name', undefined, 'name')).toBe('title');
  });

  it('heads the card with the column marked title, else the first data column', () => {
    expect(
      cardTitleId([
        { id: 'select', meta: undefined },
        { id: 'date', meta: undefined },
      ]),
    ).toBe('date');
    expect(
      cardTitleId([
        { id: 'date', meta: undefined },
        { id: 'student', meta: { card: 'title' } },
      ]),
    ).toBe('student');
  });

  it('shows a column hidden on desktop widths inside the card, and hides only `hidden` ones', () => {
    expect(cardCellClasses('primary')).toContain('max-md:block');
    expect(cardCellClasses('primary')).toContain('max-md:before:content-[attr(data-label)]');
    expect(cardCellClasses('title')).not.toContain('before:content');
    expect(cardCellClasses('hidden')).toBe('max-md:hidden');
  });

  it('keeps sortable headers as chips and the select-all box, and drops the rest', () => {
    expect(cardHeadClasses('secondary', true)).toContain('max-md:flex');
    expect(cardHeadClasses('secondary', false)).toBe('max-md:hidden');
    expect(cardHeadClasses('hidden', true)).toBe('max-md:hidden');
    expect(cardHeadClasses('select', false)).toContain('max-md:flex');
  });

  it('labels values with the header text or the cardLabel', () => {
    expect(cardLabelOf('Amount', undefined)).toBe('Amount');
    expect(cardLabelOf(() => null, { cardLabel: 'Actions' })).toBe('Actions');
  });
});
