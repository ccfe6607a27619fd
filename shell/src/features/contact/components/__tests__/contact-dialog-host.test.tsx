import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useContactDialog } from 'shared-ui';
import { fakeRemotes } from 'shared-ui/testing/federation';
import { renderWithProviders } from '@/testing/render';
import { ContactDialogHost } from '../contact-dialog-host';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

function Opener() {
  return (
    <button type="button" onClick={() => useContactDialog.getState().open()}>
      Contacto
    </button>
  );
}

describe('contact dialog', () => {
  it('renders nothing while closed', () => {
    fakeRemotes(['mf_forms']);
    renderWithProviders(<ContactDialogHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  // Before the successful load: a loaded remote module stays cached for the page's lifetime.
  it('falls back too when mf_forms fails to load', async () => {
    fakeRemotes(['mf_forms']);
    (loadRemote as jest.Mock).mockRejectedValue(new Error('ScriptNetworkError'));
    renderWithProviders(<ContactDialogHost />);
    act(() => useContactDialog.getState().open());
    expect(await screen.findByRole('dialog', { name: 'Dejanos tus datos' })).toBeInTheDocument();
  });
  it("mounts mf_forms' dialog when opened", async () => {
    fakeRemotes(['mf_forms']);
    renderWithProviders(<ContactDialogHost />);
    act(() => useContactDialog.getState().open());
    expect(await screen.findByText('remote:mf_forms/ContactDialog')).toBeInTheDocument();
  });

  it('falls back to its own accessible dialog when mf_forms is missing', async () => {
    fakeRemotes([]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Opener />
        <ContactDialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Contacto' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Dejanos tus datos' });
    expect(dialog).toHaveTextContent('No pudimos cargar el formulario de contacto. Probá de nuevo en unos minutos.');
    // Focus is inside and stays there.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useContactDialog.getState().isOpen).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('uses the title asked for and closes with its button', async () => {
    fakeRemotes([]);
    const user = userEvent.setup();
    renderWithProviders(<ContactDialogHost />);
    act(() => useContactDialog.getState().open({ title: 'Contactanos' }));
    await screen.findByRole('dialog', { name: 'Contactanos' });
    const closeButtons = screen.getAllByRole('button', { name: 'Cerrar' });
    await user.click(closeButtons[closeButtons.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
