import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { fireEvent, render, screen } from '@testing-library/react';
import { formatAmountInput, parseAmountInput } from '@/lib/amount';
import { AmountInput } from '../amount-input';

describe('parseAmountInput', () => {
  it.each([
    ['200000', 200000],
    ['200.000', 200000],
    ['1,500', 1500],
    ['1.234.567', 1234567],
  ])('reads %s as %d', (text, value) => {
    expect(parseAmountInput(text)).toBe(value);
  });

  it('gives null for an empty field', () => {
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('.')).toBeNull();
  });

  it.each(['12a', '-5', '1 000', '2e5', 'USD'])('refuses %j', (text) => {
    expect(parseAmountInput(text)).toBeUndefined();
  });

  it('formats with es-UY thousands separators', () => {
    expect(formatAmountInput(200000)).toBe('200.000');
    expect(formatAmountInput(null)).toBe('');
  });
});

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="valor">Valor</label>
      <AmountInput id="valor" value={value} onValueChange={setValue} />
      <output aria-label="valor leído">{value === null ? 'null' : String(value)}</output>
    </>
  );
}

describe('AmountInput', () => {
  it('shows thousands separators while typing digits', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Valor');
    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('1.234.567');
    expect(screen.getByLabelText('valor leído')).toHaveTextContent('1234567');
  });

  it('accepts only digits: letters and signs are ignored', async () => {
    render(<Harness initial={200000} />);
    const input = screen.getByLabelText('Valor');
    await userEvent.type(input, 'a-$');
    expect(input).toHaveValue('200.000');
    expect(screen.getByLabelText('valor leído')).toHaveTextContent('200000');
  });

  it('strips dots and commas from a pasted amount', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Valor');
    fireEvent.change(input, { target: { value: '150,000' } });
    expect(input).toHaveValue('150.000');
    fireEvent.change(input, { target: { value: '1.500.000' } });
    expect(screen.getByLabelText('valor leído')).toHaveTextContent('1500000');
  });

  it('gives null when emptied', async () => {
    render(<Harness initial={200000} />);
    const input = screen.getByLabelText('Valor');
    await userEvent.clear(input);
    expect(input).toHaveValue('');
    expect(screen.getByLabelText('valor leído')).toHaveTextContent('null');
  });

  it('is a numeric text field (no spinner, numeric keyboard on phones)', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Valor')).toHaveAttribute('inputmode', 'numeric');
  });
});
