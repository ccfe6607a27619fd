import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { deferred } from '../../testing/http';
import { GuardedForm } from '../guarded-form';
import { SubmitActions } from '../submit-actions';

describe('SubmitActions', () => {
  it('submits the form, says the busy words and is disabled while it submits, then is back', async () => {
    const answer = deferred<void>();
    const onSubmit = jest.fn(() => answer.promise);
    render(
      <Formik initialValues={{}} onSubmit={onSubmit}>
        <GuardedForm aria-label="Cotizá">
          <SubmitActions label="Cotizar" busyLabel="Cotizando…">
            <button type="button">Cancelar</button>
          </SubmitActions>
        </GuardedForm>
      </Formik>,
    );
    expect(screen.getByRole('button', { name: 'Cotizar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    await userEvent.dblClick(screen.getByRole('button', { name: 'Cotizar' }));
    expect(await screen.findByRole('button', { name: 'Cotizando…' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Cotizá' })).toHaveAttribute('aria-busy', 'true');
    answer.resolve(undefined);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cotizar' })).toBeEnabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('stays disabled while told so (the data it edits still loading), and submits once it is not', async () => {
    const onSubmit = jest.fn();
    const view = (disabled: boolean) => (
      <Formik initialValues={{}} onSubmit={onSubmit}>
        <GuardedForm aria-label="Tus datos">
          <SubmitActions label="Guardar" busyLabel="Guardando…" disabled={disabled} />
        </GuardedForm>
      </Formik>
    );
    const { rerender } = render(view(true));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(view(false));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
