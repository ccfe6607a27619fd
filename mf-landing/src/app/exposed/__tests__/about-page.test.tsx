import userEvent from '@testing-library/user-event';
import { useAuthStore, useContactDialog } from 'shared-ui';
import { render, screen, within } from '@/testing/render';
import AboutPage from '../about-page';

describe('AboutPage', () => {
  it('has one h1 and tells the story as an ordered, dated timeline', () => {
    render(<AboutPage />, { route: '/quienes-somos', path: '/quienes-somos' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quiénes somos');
    const story = screen.getByRole('region', { name: 'Nuestra historia' });
    const milestones = within(within(story).getByRole('list')).getAllByRole('listitem');
    expect(milestones.length).toBeGreaterThanOrEqual(3);
    for (const item of milestones) expect(item.querySelector('time[datetime]')).not.toBeNull();
    expect(story.querySelector('ol')).not.toBeNull();
  });

  it('explains why we exist, how we work, the team and the aim', () => {
    render(<AboutPage />, { route: '/quienes-somos', path: '/quienes-somos' });
    const why = screen.getByRole('region', { name: 'Por qué existimos' });
    for (const name of ['Claridad', 'Aprovechar tus beneficios', 'Mejor comunicación']) {
      expect(within(why).getByRole('heading', { name })).toBeInTheDocument();
    }
    const how = screen.getByRole('region', { name: 'Cómo trabajamos' });
    expect(how).toHaveTextContent('SBI');
    expect(how).toHaveTextContent('Amparo');
    const team = screen.getByRole('region', { name: 'Nuestro equipo' });
    expect(team).toHaveTextContent('CEO');
    expect(team).toHaveTextContent('CTO');
    expect(team).toHaveTextContent('wallet digital de seguros de referencia en América Latina');
  });

  it('"Creá tu cuenta gratis" opens the provider’s sign-up screen', async () => {
    const login = jest.fn().mockResolvedValue(undefined);
    useAuthStore.getState().registerActions({ login });
    render(<AboutPage />, { route: '/quienes-somos', path: '/quienes-somos' });
    await userEvent.click(screen.getByRole('button', { name: 'Creá tu cuenta gratis' }));
    expect(login).toHaveBeenCalledWith({ returnTo: '/app', signup: true });
  });

  it('"Empezá ahora" goes to the home quote', async () => {
    const { location } = render(<AboutPage />, { route: '/quienes-somos', path: '/quienes-somos' });
    await userEvent.click(screen.getByRole('link', { name: 'Empezá ahora' }));
    expect(location().pathname).toBe('/quote/home');
  });

  it('"Contactanos" opens the contact dialog titled Contactanos', async () => {
    render(<AboutPage />, { route: '/quienes-somos', path: '/quienes-somos' });
    await userEvent.click(screen.getByRole('button', { name: 'Contactanos' }));
    expect(useContactDialog.getState()).toMatchObject({ isOpen: true, title: 'Contactanos' });
  });
});
