import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@/testing/render';
import InsurancePage from '../insurance-page';

function renderInsurance(type: string) {
  return render(<InsurancePage />, { route: `/insurance/${type}`, path: '/insurance/:type' });
}

describe('InsurancePage', () => {
  it('promises for a bike what the online quote covers (theft and civil liability), and says what it does not', () => {
    renderInsurance('bike');
    const covered = screen.getByRole('region', { name: 'Qué cubre' });
    expect(within(covered).getByText('Responsabilidad civil')).toBeInTheDocument();
    expect(within(covered).getByText('Hurto y robo total')).toBeInTheDocument();
    expect(covered).not.toHaveTextContent(/Daños por accidente/);
    expect(screen.getByRole('region', { name: 'Qué no cubre' })).toHaveTextContent(
      'Los daños de tu propia bici por una caída o un choque',
    );
  });

  describe.each([
    ['bike', 'Seguro de bicicleta', 'Cotizá tu bici', '/quote/bike'],
    ['home', 'Seguro de hogar', 'Cotizá tu hogar', '/quote/home'],
  ])('/insurance/%s', (type, title, quoteLabel, quotePath) => {
    it('shows one h1 and its sections', () => {
      renderInsurance(type);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(screen.getByRole('region', { name: /^¿Por qué asegurar/ })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Qué cubre' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Qué no cubre' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Preguntas frecuentes' })).toBeInTheDocument();
    });

    it('has FAQs as disclosures that open on demand', async () => {
      renderInsurance(type);
      const faqs = screen.getByRole('region', { name: 'Preguntas frecuentes' });
      const details = faqs.querySelectorAll('details');
      expect(details.length).toBeGreaterThanOrEqual(4);
      const first = details[0]!;
      expect(first).not.toHaveAttribute('open');
      await userEvent.click(within(faqs).getByText(first.querySelector('summary')!.textContent!));
      expect(first).toHaveAttribute('open');
    });

    it(`links "${quoteLabel}" to ${quotePath}`, async () => {
      const { location } = renderInsurance(type);
      const links = screen.getAllByRole('link', { name: quoteLabel });
      for (const link of links) expect(link).toHaveAttribute('href', quotePath);
      await userEvent.click(links[0]!);
      expect(location().pathname).toBe(quotePath);
    });
  });

  it('states the bike facts of the spec', () => {
    renderInsurance('bike');
    const page = document.body;
    expect(page).toHaveTextContent('USD 10.000');
    expect(page).toHaveTextContent('Sin deducible');
    expect(page).toHaveTextContent('Sin límite de edad');
    expect(page).toHaveTextContent(
      /dentro de los 5 días de ocurrido.*por WhatsApp o a la línea gratuita de siniestros/,
    );
    expect(page).toHaveTextContent('2 minutos');
    expect(page).toHaveTextContent('5 minutos');
  });

  it('lists the ten home coverages and the home facts of the spec', () => {
    renderInsurance('home');
    const covered = screen.getByRole('region', { name: 'Qué cubre' });
    const coverages = [
      'Incendio Edificio y Riesgos Aliados',
      'Incendio Contenido',
      'Hurto de Contenido General',
      'Hurto de Equipos Electrónicos y Aparatos Electrodomésticos',
      'Responsabilidad Civil Extracontractual',
      'Daños por acción directa del Agua',
      'Cristales',
      'Remoción de Escombros y Limpieza de Restos',
      'Gastos por Alojamiento',
      'Inundación',
    ];
    for (const name of coverages) expect(within(covered).getByText(name)).toBeInTheDocument();
    expect(within(covered).getAllByRole('listitem')).toHaveLength(10);
    expect(document.body).toHaveTextContent('hasta el 5% del capital asegurado');
    expect(document.body).toHaveTextContent('hasta USD 50 por evento en Montevideo y Canelones');
    expect(document.body).toHaveTextContent('entre el 60 y el 70% del valor de mercado, sin contar el terreno');
    expect(screen.getByRole('region', { name: 'Qué no cubre' })).toHaveTextContent('techos de paja');
  });

  it.each(['car', 'other', 'compare'])('redirects the unknown type %s to /', (type) => {
    const { location } = renderInsurance(type);
    expect(location().pathname).toBe('/');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
