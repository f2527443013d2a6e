import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useViewportWidth } from './use-viewport-width';

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

const initialWidth = window.innerWidth;

beforeEach(() => {
  vi.useFakeTimers();
  window.innerWidth = 1920;
});

afterEach(() => {
  vi.useRealTimers();
  window.innerWidth = initialWidth;
});

describe('useViewportWidth', () => {
  it('starts with the current width', () => {
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(1920);
  });

  it('takes a resize into account 250 ms after the last resize event (spec §9)', () => {
    const { result } = renderHook(() => useViewportWidth());

    act(() => resizeTo(1500));
    act(() => vi.advanceTimersByTime(200));
    act(() => resizeTo(1300));
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe(1920);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1300);
  });

  it('catches a resize made before it started listening (a drawn page still being hydrated)', () => {
    let resizedDuringRender = false;
    const { result } = renderHook(() => {
      const width = useViewportWidth();
      if (!resizedDuringRender) {
        // The window changes after the first render read its width, before the effect runs.
        resizedDuringRender = true;
        window.innerWidth = 770;
      }
      return width;
    });
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(770);
  });

  it('stops listening once unmounted', () => {
    const { result, unmount } = renderHook(() => useViewportWidth());
    act(() => resizeTo(800));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(1920);
  });
});
