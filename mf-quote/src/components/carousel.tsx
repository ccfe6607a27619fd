import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './carousel.module.css';

/** The index `step` slides away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

interface CarouselProps<T> {
  items: readonly T[];
  initialIndex?: number;
  /** Accessible name of the carousel region. */
  label: string;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names of each slide ('Plan 2 de 3') and of the controls. */
  slideLabel?: (index: number, count: number) => string;
  dotLabel?: (item: T, index: number, count: number) => string;
  previousLabel?: string;
  nextLabel?: string;
  /** Every item at once, side by side (where they fit): no arrows, dots or counter. */
  sideBySide?: boolean;
}

const SWIPE_MIN_PX = 40;

/**
 * One slide at a time with previous/next arrows that wrap around, the visible 'n de total', a dot per slide,
 * Left/Right keys and swipe (WAI-ARIA carousel pattern; it never rotates by itself, so changes are announced
 * politely). The controls come first, so a phone shows there are more before the long first slide.
 * `sideBySide` shows every item at once instead, where they fit.
 */
export function Carousel<T>({
  items,
  initialIndex = 0,
  label,
  itemKey,
  renderItem,
  slideLabel = (index, count) => `${index + 1} de ${count}`,
  dotLabel = (_item, index, count) => `Ir a ${index + 1} de ${count}`,
  previousLabel = 'Anterior',
  nextLabel = 'Siguiente',
  sideBySide = false,
}: CarouselProps<T>) {
  const count = items.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const focusSlide = useRef(false);
  const touchStart = useRef<number | null>(null);
  const viewportId = useId();
  const current = Math.min(index, Math.max(count - 1, 0));

  useEffect(() => {
    if (!focusSlide.current) return;
    focusSlide.current = false;
    slideRefs.current[current]?.focus();
  }, [current]);

  const go = (step: number) => setIndex((i) => wrapIndex(i, step, count));

  if (sideBySide) {
    return (
      <section className={styles.sideBySide} aria-label={label}>
        {items.map((item, i) => (
          <div key={itemKey(item)} role="group" aria-label={slideLabel(i, count)} className={styles.column}>
            {renderItem(item, i)}
          </div>
        ))}
      </section>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select')) return;
    event.preventDefault();
    // Focus inside the slide that is about to hide would be lost: it moves to the new slide.
    focusSlide.current = Boolean(target.closest('[data-carousel-slide]'));
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
        go(end < start ? 1 : -1);
      }}
    >
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={previousLabel}
        aria-controls={viewportId}
        onClick={() => go(-1)}
        disabled={count < 2}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div id={viewportId} className={styles.viewport} aria-live="polite">
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            ref={(node) => {
              slideRefs.current[i] = node;
            }}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, count)}
            className={styles.slide}
            hidden={i !== current}
            tabIndex={-1}
            data-carousel-slide=""
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={nextLabel}
        aria-controls={viewportId}
        onClick={() => go(1)}
        disabled={count < 2}
      >
        <span aria-hidden="true">›</span>
      </button>
      {count > 1 ? (
        <div className={styles.dots}>
          <p className={styles.counter} aria-hidden="true">
            {slideLabel(current, count)}
          </p>
          {items.map((item, i) => (
            <button
              key={itemKey(item)}
              type="button"
              className={styles.dot}
              aria-label={dotLabel(item, i, count)}
              aria-current={i === current ? 'true' : undefined}
              aria-controls={viewportId}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
