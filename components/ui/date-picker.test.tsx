import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RegionalFormatProvider } from '@/components/i18n/regional-format-provider';
import { withIntl } from '@/test/intl';
import { DatePicker } from './date-picker';

const render = (props: Partial<Parameters<typeof DatePicker>[0]> = {}) =>
  renderToStaticMarkup(withIntl(<DatePicker value="" onChange={() => {}} {...props} />));

describe('DatePicker', () => {
  it('shows the chosen day in the house style, not the browser’s mm/dd/yyyy', () => {
    const html = render({ value: '2026-11-23', id: 'valid-from' });
    expect(html).toContain('23 Nov 2026');
    expect(html).toContain('Selected: 23 Nov 2026');
    expect(html).not.toContain('11/23/2026');
  });

  it("speaks the reader's language: Spanish words and date", () => {
    const html = renderToStaticMarkup(
      withIntl(
        <RegionalFormatProvider value={{ locale: 'es' }}>
          <DatePicker value="2026-11-23" onChange={() => {}} clearable />
        </RegionalFormatProvider>,
        'es',
      ),
    );
    expect(html).toContain('Seleccionada: 23 nov 2026');
    expect(html).toContain('aria-label="Borrar fecha"');
  });

  it('is a labelled, keyboard-reachable combobox that FormField can point at', () => {
    const html = render({ id: 'valid-from', 'aria-invalid': true, 'aria-describedby': 'hint' });
    expect(html).toMatch(/<button[^>]*role="combobox"/);
    expect(html).toContain('id="valid-from"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="hint [^"]+"/);
    expect(html).toContain('aria-expanded="false"');
  });

  it('shows the placeholder for no date or an unreadable one', () => {
    expect(render({ placeholder: 'No end date' })).toContain('No end date');
    expect(render({ value: '23/11/2026' })).toContain('Pick a date');
    expect(render({ value: null })).toContain('No date selected');
  });

  it('posts yyyy-MM-dd with a plain form when named', () => {
    expect(render({ value: '2027-01-05', name: 'validUntil' })).toContain(
      '<input type="hidden" name="validUntil" value="2027-01-05"/>',
    );
  });

  it('offers a clear button only for a clearable field that has a date', () => {
    expect(render({ value: '2027-01-05', clearable: true })).toContain('aria-label="Clear date"');
    expect(render({ value: '', clearable: true })).not.toContain('Clear date');
    expect(render({ value: '2027-01-05' })).not.toContain('Clear date');
  });
});
