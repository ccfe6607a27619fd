import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { PageHeadSync } from '../page-head-sync';

let navigate: (to: string) => void = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('PageHeadSync', () => {
  it("leaves the served head on the first render and applies each later address's head", async () => {
    document.head.innerHTML = '<title>Quiénes somos | Seguros</title>';
    render(
      <MemoryRouter initialEntries={['/quienes-somos']}>
        <Navigator />
        <PageHeadSync />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Quiénes somos | Seguros');
    act(() => navigate('/app'));
    await waitFor(() => expect(document.title).toBe('Tus seguros | Seguros'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    act(() => navigate('/quienes-somos'));
    await waitFor(() => expect(document.title).toBe('Quiénes somos | Seguros'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
