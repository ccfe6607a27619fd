import { act } from 'react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { installFetch } from 'shared-ui/testing/http';
import { render, screen } from '@/testing/render';
import OtherInsurancePage from '../other-insurance-page';
import InsuranceRequestFormModule from '../insurance-request-form';

describe('/insurance/other (exposed ./OtherInsurancePage)', () => {
  it('promises an answer within 24 hours and shows the request form', () => {
    installFetch();
    render(<OtherInsurancePage />, { route: '/insurance/other', path: '/insurance/other', session: 'visitor' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pedí tu seguro' })).toBeInTheDocument();
    expect(screen.getByText('Te respondemos en < 24 h')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Elegí un tipo' })).toHaveValue('auto');
  });

  it('preselects the type the landing’s Garantía tile passes, and follows a later tile on the same page', async () => {
    installFetch();
    render(
      <>
        <Link to="/insurance/other" state={{ defaultType: 'soa' }}>
          SOA
        </Link>
        <OtherInsurancePage />
      </>,
      { route: { pathname: '/insurance/other', state: { defaultType: 'garantia' } }, path: '/insurance/other' },
    );
    expect(screen.getByRole('combobox', { name: 'Elegí un tipo' })).toHaveValue('garantia');
    await userEvent.click(screen.getByRole('link', { name: 'SOA' }));
    expect(screen.getByRole('combobox', { name: 'Elegí un tipo' })).toHaveValue('soa');
  });
});

describe('exposed ./InsuranceRequestForm', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('takes defaultType from its host', async () => {
    installFetch();
    render(<InsuranceRequestFormModule defaultType="movilidad" />, { route: '/', path: '/' });
    expect(await screen.findByRole('combobox', { name: 'Elegí un tipo' })).toHaveValue('movilidad');
  });

  it('loads the form when its section comes near the viewport, not before', async () => {
    installFetch();
    let notify: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    const observe = jest.fn();
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: typeof notify) {
        notify = callback;
      }
      observe = observe;
      disconnect() {}
    };
    render(<InsuranceRequestFormModule />, { route: '/', path: '/' });
    expect(observe).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('combobox', { name: 'Elegí un tipo' })).not.toBeInTheDocument();
    act(() => notify([{ isIntersecting: true }]));
    expect(await screen.findByRole('combobox', { name: 'Elegí un tipo' })).toHaveValue('auto');
  });
});
