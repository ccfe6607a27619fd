import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify, Toasts } from 'shared-ui';
import { useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { ScrollToTop } from '../scroll-to-top';

let go: ReturnType<typeof useNavigate>;
function Navigator() {
  go = useNavigate();
  return null;
}

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change, not on a search change', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(
      <>
        <ScrollToTop />
        <Navigator />
      </>,
      { route: '/' },
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => go('/quienes-somos'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    act(() => go('/quienes-somos?x=1'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    act(() => go(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    act(() => go('/privacy'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    scrollTo.mockRestore();
  });

  it('clears the toasts of the screen before (a stale "Completá…" does not follow the person)', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const now = jest.spyOn(Date, 'now');
    renderWithProviders(
      <>
        <ScrollToTop />
        <Navigator />
        <Toasts />
      </>,
      { route: '/quote/home' },
    );
    now.mockReturnValue(1_000_000);
    act(() => notify.error('Completá todos los campos para continuar.'));
    const stale = await screen.findByText('Completá todos los campos para continuar.');
    now.mockReturnValue(1_010_000);
    act(() => go('/'));
    await waitFor(() => expect(stale).toHaveClass('Toastify__bounce-exit--top-center'));
    act(() => {
      fireEvent.animationEnd(stale);
    });
    await waitFor(() =>
      expect(screen.queryByText('Completá todos los campos para continuar.')).not.toBeInTheDocument(),
    );
    jest.restoreAllMocks();
  });

  it('goes to the anchor of an address with a hash', () => {
    const target = document.createElement('section');
    target.id = 'solicitud';
    const scrollIntoView = jest.fn();
    target.scrollIntoView = scrollIntoView;
    document.body.append(target);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<ScrollToTop />, { route: '/#solicitud' });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    target.remove();
    scrollTo.mockRestore();
  });
});
