import { act, render, screen } from '@testing-library/react';
import { RemoteMount } from '../../components/remote-mount';
import { appTabState, paths } from '../../config/paths';
import { remoteModules } from '../../config/remote-modules';
import {
  clearAvailability,
  isLinkAvailable,
  isModuleAvailable,
  publishAvailability,
  useAvailability,
} from '../availability';

afterEach(() => clearAvailability());

function publish(routes: string[], modules = [remoteModules.claimsForm]) {
  publishAvailability({ routes, modules });
}

describe('availability', () => {
  it('counts everything as available until a shell publishes (standalone remote, unit test)', () => {
    expect(isLinkAvailable('/insurance/other')).toBe(true);
    expect(isLinkAvailable('/cualquier/cosa')).toBe(true);
    expect(isModuleAvailable(remoteModules.insuranceRequestForm)).toBe(true);
  });

  it('matches an address to its route like the router: static segments outrank :params', () => {
    publish([paths.insurance.path, paths.policy.path]);
    expect(isLinkAvailable('/insurance/home')).toBe(true);
    // /insurance/other is its own route (the request page), not /insurance/:type.
    expect(isLinkAvailable('/insurance/other')).toBe(false);
    expect(isLinkAvailable('/policy/a%20b?x=1#top')).toBe(true);
    expect(isLinkAvailable('/policy/a/emission')).toBe(false);
    expect(isLinkAvailable('/no-existe')).toBe(false);
  });

  it('an /app tab link also needs the module the tab embeds', () => {
    publish([paths.app.path]);
    expect(isLinkAvailable('/app')).toBe(true);
    expect(isLinkAvailable('/app', appTabState('reclamos'))).toBe(true);
    expect(isLinkAvailable('/app', appTabState('consultas'))).toBe(false);
    expect(isLinkAvailable('/app', appTabState('explorar'))).toBe(true);
  });

  it('re-renders components when the shell publishes', () => {
    function Probe() {
      const { canOpen, canMount } = useAvailability();
      return (
        <p>
          {String(canOpen('/profile'))} {String(canMount(remoteModules.insuranceRequestForm))}
        </p>
      );
    }
    render(<Probe />);
    expect(screen.getByText('true true')).toBeInTheDocument();
    act(() => publish([paths.app.path]));
    expect(screen.getByText('false false')).toBeInTheDocument();
  });

  it('RemoteMount shows the not-available note, without loading, for a module nobody publishes', () => {
    publish([paths.app.path]);
    const { rerender } = render(<RemoteMount {...remoteModules.insuranceRequestForm} />);
    expect(screen.getByRole('note')).toHaveTextContent('Esta sección todavía no está disponible.');
    rerender(<RemoteMount {...remoteModules.insuranceRequestForm} silent />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
