import { UI_TIMINGS } from '@marketpult/shared/constants/ui-layout';
import { useEffect, useState } from 'react';

/**
 * The viewport width in CSS pixels. A resize is taken into account once the width has stayed
 * the same for the debounce time (spec §9: 250 ms), so dragging a window edge does not re-lay
 * the page out on every pixel.
 */
export function useViewportWidth(debounceMs: number = UI_TIMINGS.resizeDebounceMs): number {
  const [width, setWidth] = useState(() => window.innerWidth);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), debounceMs);
    };
    window.addEventListener('resize', onResize);
    // A resize between the first render and this effect fired no listener: a page that arrives
    // drawn (/cabinet) takes a while to be hydrated, and a phone turned meanwhile would keep the
    // old width until the next resize. So the width is read once more, as after a resize.
    onResize();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [debounceMs]);

  return width;
}
