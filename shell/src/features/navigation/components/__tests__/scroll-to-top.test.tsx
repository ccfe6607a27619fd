import { act } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { ScrollToTop } from '../scroll-to-top';

let go: ReturnType<typeof useNavigate>;
function Navigator() {
  go = useNavigate();
  return null;
}

describe('ScrollToTop', () => {
  it('scrolls to the top on every route change, not on a search change, and leaves the first page where it is', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(
      <>
        <ScrollToTop />
        <Navigator />
      </>,
      { route: '/' },
    );
    expect(scrollTo).toHaveBeenCalledTimes(0);
    act(() => go('/quienes-somos'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    act(() => go('/quienes-somos?x=1'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => go(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => go('/privacy'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
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
