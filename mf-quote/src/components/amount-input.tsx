import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { formatAmountInput, parseAmountInput } from '@/lib/amount';

export interface AmountInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode'
> {
  value: number | null;
  onValueChange: (value: number | null) => void;
}

/**
 * A whole amount typed with es-UY thousands separators shown ('200.000'). Only digits are accepted;
 * dots and commas typed or pasted are stripped; empty gives null. The caret stays after the same digit
 * when the separators move.
 */
export function AmountInput({ value, onValueChange, ...rest }: AmountInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const digitsBeforeCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    const digits = digitsBeforeCaret.current;
    digitsBeforeCaret.current = null;
    if (!input || digits === null || input.ownerDocument.activeElement !== input) return;
    let position = 0;
    for (let seen = 0; position < input.value.length && seen < digits; position += 1) {
      if (/\d/.test(input.value.charAt(position))) seen += 1;
    }
    input.setSelectionRange(position, position);
  });

  return (
    <input
      {...rest}
      ref={ref}
      type="text"
      inputMode="numeric"
      value={formatAmountInput(value)}
      onChange={(event) => {
        const text = event.target.value;
        const next = parseAmountInput(text);
        // Refused: the controlled value puts the previous text back.
        if (next === undefined) return;
        const caret = event.target.selectionStart ?? text.length;
        digitsBeforeCaret.current = text.slice(0, caret).replace(/\D/g, '').length;
        onValueChange(next);
      }}
    />
  );
}
