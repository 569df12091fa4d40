import { describe, expect, it } from 'vitest';
import { blankDraft, checkDrafts, draftOf, moveDraft } from './booking-questions-values';

describe('the booking question editor', () => {
  it('turns rows into the PUT body: options one per line, on choices only, ids kept', () => {
    const id = crypto.randomUUID();
    const kept = draftOf({ id, label: 'Level', kind: 'single_choice', options: ['A1', 'B2'], required: true });
    expect(kept.optionsText).toBe('A1\nB2');
    const fresh = { ...blankDraft('new-0'), label: 'Goals', optionsText: 'left over' };
    const checked = checkDrafts([{ ...kept, optionsText: ' A1 \n\nB2\nC1 ' }, fresh]);
    expect(checked).toEqual({
      ok: true,
      body: {
        questions: [
          { id, label: 'Level', kind: 'single_choice', options: ['A1', 'B2', 'C1'], required: true },
          { label: 'Goals', kind: 'short_text', required: false },
        ],
      },
    });
  });

  it('puts each refusal under its row and field', () => {
    const checked = checkDrafts([
      { ...blankDraft('1'), label: 'Fine' },
      { ...blankDraft('2'), label: ' ' },
      { ...blankDraft('3'), label: 'Pick', kind: 'single_choice', optionsText: 'Only one' },
    ]);
    expect(checked).toEqual({
      ok: false,
      errors: { 1: { label: 'Write the question' }, 2: { options: 'A choice needs at least two options' } },
      general: undefined,
    });
  });

  it("says the refusals in the reader's language when given one", () => {
    const said = checkDrafts([{ ...blankDraft('1'), label: ' ' }], {
      parseOptions: {},
      say: (message) => (message === 'Write the question' ? 'Schreib die Frage' : message),
    });
    expect(said).toMatchObject({ ok: false, errors: { 0: { label: 'Schreib die Frage' } } });
  });

  it('moves rows up and down, and not past either end', () => {
    expect(moveDraft(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveDraft(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveDraft(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveDraft(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
