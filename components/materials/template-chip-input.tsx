'use client';

import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Props = {
  label: string;
  /** The name of a chip's remove button ("Remove category A2"), in the reader's language. */
  removeLabel: (name: string) => string;
  value: string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  placeholder?: string;
};

/** Splits typed text at commas into trimmed, non-empty names. */
export const splitNames = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A list of short names as removable chips: type a name and press Enter or a comma (a pasted
 * "a, b, c" adds three); Backspace in the empty box removes the last chip. A repeat is ignored.
 */
export function ChipInput({ label, removeLabel, value, onChange, onBlur, error, hint, placeholder }: Props) {
  const [draft, setDraft] = useState('');
  const inputId = useId();

  function add(text: string) {
    const known = new Set(value.map((name) => name.toLowerCase()));
    const fresh = splitNames(text).filter((name) => {
      const key = name.toLowerCase();
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    if (fresh.length) onChange([...value, ...fresh]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <FormField label={label} id={inputId} hint={hint} error={error}>
        <Input
          value={draft}
          placeholder={placeholder}
          onChange={(event) => {
            const text = event.target.value;
            if (text.includes(',')) add(text);
            else setDraft(text);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft.trim()) add(draft);
            onBlur?.();
          }}
        />
      </FormField>
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${label}: ${value.length}`}>
          {value.map((name, index) => (
            <li
              key={`${name}-${index}`}
              className="border-border-strong bg-surface-muted text-foreground inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm"
            >
              {name}
              <button
                type="button"
                className="hover:bg-surface focus-visible:outline-ring inline-flex size-6 items-center justify-center rounded-full"
                aria-label={removeLabel(name)}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
