import { render, screen } from '@testing-library/react';
import { FormField } from '../form-field';

describe('FormField', () => {
  it('labels the control and marks it optional', () => {
    render(
      <FormField id="apto" label="Apartamento" optional>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Apartamento (opcional)' });
    expect(input).toHaveAttribute('id', 'apto');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control by its hint and its error, and marks it invalid while there is an error', () => {
    const { rerender } = render(
      <FormField id="email" label="Correo" hint="Te mandamos la póliza ahí." error="Ingresá un correo válido.">
        {(control) => <input type="email" {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Te mandamos la póliza ahí. Ingresá un correo válido.');

    rerender(
      <FormField id="email" label="Correo" hint="Te mandamos la póliza ahí." error={null}>
        {(control) => <input type="email" {...control} />}
      </FormField>,
    );
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Te mandamos la póliza ahí.');
    expect(screen.queryByText('Ingresá un correo válido.')).not.toBeInTheDocument();
  });
});
