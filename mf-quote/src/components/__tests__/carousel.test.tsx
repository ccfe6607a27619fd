import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@testing-library/react';
import { Carousel, wrapIndex } from '../carousel';

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('Carousel', () => {
  const items = ['uno', 'dos'];

  function renderCarousel(initialIndex = 0) {
    render(
      <Carousel
        items={items}
        initialIndex={initialIndex}
        label="Números"
        itemKey={(item) => item}
        renderItem={(item) => <p>{item}</p>}
      />,
    );
    return screen.getByRole('region', { name: 'Números' });
  }

  it('shows one slide at a time, named "n de total"', () => {
    const region = renderCarousel(1);
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(1);
    expect(slides[0]).toHaveAccessibleName('2 de 2');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('does not move on keys typed in a field inside a slide', async () => {
    render(
      <Carousel
        items={items}
        label="Números"
        itemKey={(item) => item}
        renderItem={(item) => <input aria-label={`campo ${item}`} />}
      />,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'campo uno' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('textbox', { name: 'campo uno' })).toBeVisible();
  });

  it('has no controls to move with a single slide', () => {
    render(<Carousel items={['solo']} label="Uno" itemKey={(i) => i} renderItem={(i) => <p>{i}</p>} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Ir a/ })).not.toBeInTheDocument();
  });
});
