import { act, renderHook } from '@testing-library/react';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, useWhenIdle } from '../use-when-idle';

type IdleCallback = () => void;

afterEach(() => {
  jest.useRealTimers();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

describe('useWhenIdle', () => {
  it('turns true at the first idle moment after it is ready, never before', () => {
    const callbacks: IdleCallback[] = [];
    const request = jest.fn((callback: IdleCallback) => callbacks.push(callback));
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: jest.fn() });
    const { result, rerender } = renderHook(({ ready }) => useWhenIdle(ready), { initialProps: { ready: false } });
    expect(result.current).toBe(false);
    expect(request).not.toHaveBeenCalled();

    rerender({ ready: true });
    expect(result.current).toBe(false);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    act(() => callbacks[0]!());
    expect(result.current).toBe(true);
  });

  it('cancels its idle callback when unmounted first', () => {
    const cancel = jest.fn();
    Object.assign(window, { requestIdleCallback: jest.fn(() => 7), cancelIdleCallback: cancel });
    const { unmount } = renderHook(() => useWhenIdle(true));
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('waits a moment instead where the browser has no requestIdleCallback', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useWhenIdle(true));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
