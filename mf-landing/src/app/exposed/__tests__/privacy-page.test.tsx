import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@/testing/render';
import PrivacyPage from '../privacy-page';

const SECTIONS = [
  'Quiénes somos',
  'Datos que recopilamos',
  'Finalidades',
  'Con quién compartimos tus datos',
  'Tus derechos',
  'Seguridad',
  'Transferencias internacionales',
  'Conservación',
  'Cambios en esta política',
];

function renderPrivacy() {
  return render(<PrivacyPage />, { route: '/privacy', path: '/privacy' });
}

describe('PrivacyPage', () => {
  it('has one h1 and the last-updated date', () => {
    renderPrivacy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de privacidad');
    expect(screen.getByText('Última actualización: 23 de septiembre de 2025')).toHaveAttribute(
      'datetime',
      '2025-09-23',
    );
  });

  it('lists every section, in order, as h2 regions', () => {
    renderPrivacy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS);
    for (const name of SECTIONS) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('names the controller, the privacy mailbox and the 5 business-day reply', () => {
    renderPrivacy();
    expect(screen.getByRole('region', { name: 'Quiénes somos' })).toHaveTextContent('Seguros Digitales S.A.S.');
    const rights = screen.getByRole('region', { name: 'Tus derechos' });
    expect(rights).toHaveTextContent('5 días hábiles');
    expect(rights).toHaveTextContent('Ley N° 18.331');
    for (const right of ['Acceso', 'Rectificación', 'actualización', 'Inclusión', 'Supresión']) {
      expect(rights).toHaveTextContent(right);
    }
    expect(within(rights).getByRole('link', { name: 'privacidad@seguros.uy' })).toHaveAttribute(
      'href',
      'mailto:privacidad@seguros.uy',
    );
  });

  it('has a table of contents that scrolls to each section without changing the route', async () => {
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { location } = renderPrivacy();
    const toc = screen.getByRole('navigation', { name: 'Contenido de la política' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(SECTIONS);
    await userEvent.click(within(toc).getByRole('link', { name: 'Tus derechos' }));
    expect(scroll.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Tus derechos' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Tus derechos' })).toHaveFocus();
    expect(location().pathname).toBe('/privacy');
    scroll.mockRestore();
  });
});
