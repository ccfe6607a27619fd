import { act } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { RouteTracker } from '../../components/route-tracker';
import { initAnalytics } from '../analytics';
import { initMonitoring } from '../monitoring';
import { reportRouteView } from '../route-views';

// Module state (SDK loaded, gtag installed, the current route) lives for the whole file, as for a page:
// the "off" cases run first.

const rumFactory = jest.fn();
const init = jest.fn();
const startView = jest.fn();
jest.mock('@datadog/browser-rum', () => {
  rumFactory();
  return { datadogRum: { init, startView } };
});

const monitoring = { applicationId: 'app-1', clientToken: 'tok-1', site: 'datadoghq.com', service: 'seguros-web' };

let go: ReturnType<typeof useNavigate>;
function Navigator() {
  go = useNavigate();
  return null;
}

function renderTracker(route = '/') {
  return renderWithProviders(
    <>
      <RouteTracker viewName={(p) => (p.startsWith('/policy/') ? '/policy/:id' : p)} />
      <Navigator />
    </>,
    { route },
  );
}

beforeEach(() => {
  rumFactory.mockClear();
  init.mockClear();
  startView.mockClear();
});

describe('monitoring and analytics switched off (null config)', () => {
  it('imports nothing, loads no script and tracks nothing', async () => {
    await expect(initMonitoring(null, 'dev')).resolves.toBe(false);
    expect(initAnalytics(null)).toBe(false);
    reportRouteView({ name: '/', path: '/' });
    expect(rumFactory).not.toHaveBeenCalled();
    expect(init).not.toHaveBeenCalled();
    expect(startView).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('route changes do not break anything', () => {
    renderTracker('/');
    act(() => go('/quienes-somos'));
    expect(rumFactory).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });
});

describe('monitoring switched on', () => {
  it('initialises RUM per the spec and starts a view per route, the one shown before it arrived first', async () => {
    reportRouteView({ name: '/policy/:id', path: '/policy/9' });
    await expect(initMonitoring(monitoring, 'dev')).resolves.toBe(true);
    expect(startView).toHaveBeenCalledWith({ name: '/policy/:id' });
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        applicationId: 'app-1',
        clientToken: 'tok-1',
        site: 'datadoghq.com',
        service: 'seguros-web',
        env: 'dev',
        version: '1.0.0',
        sessionSampleRate: 100,
        sessionReplaySampleRate: 20,
        defaultPrivacyLevel: 'mask-user-input',
        trackViewsManually: true,
      }),
    );
    renderTracker('/policy/123');
    expect(startView).toHaveBeenLastCalledWith({ name: '/policy/:id' });
    act(() => go('/app'));
    expect(startView).toHaveBeenLastCalledWith({ name: '/app' });
  });
});

describe('analytics switched on', () => {
  it('loads gtag once and sends a page view per route, the one shown before it arrived first', () => {
    reportRouteView({ name: '/app', path: '/app?tab=consultas' });
    expect(initAnalytics({ measurementId: 'G-TEST' })).toBe(true);
    expect(initAnalytics({ measurementId: 'G-TEST' })).toBe(true);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    renderTracker('/');
    act(() => go('/quienes-somos?ref=x'));
    const pageViews = (window.dataLayer ?? [])
      .map((args) => Array.from(args as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path);
    expect(pageViews).toEqual(['/app?tab=consultas', '/', '/quienes-somos?ref=x']);
  });
});
