import { describe, expect, it } from 'vitest';
import { UI_BREAKPOINTS, UI_TIMINGS, isHelpButtonVisible, isMobileWidth } from './ui-layout';

describe('UI breakpoints and timings (spec §9)', () => {
  it('has the spec values', () => {
    expect(UI_BREAKPOINTS).toEqual({ mobileMaxWidth: 1400, helpButtonMinWidth: 770 });
    expect(UI_TIMINGS).toEqual({
      resizeDebounceMs: 250,
      submenuAnimationMs: 400,
      videoLoadDelayMs: 800,
    });
  });

  it('is frozen', () => {
    expect(Object.isFrozen(UI_BREAKPOINTS)).toBe(true);
    expect(Object.isFrozen(UI_TIMINGS)).toBe(true);
  });
});

describe('isMobileWidth', () => {
  it.each([
    [320, true],
    [1399, true],
    [1400, true],
    [1401, false],
    [1920, false],
  ])('width %i → mobile %s', (width, mobile) => {
    expect(isMobileWidth(width)).toBe(mobile);
  });
});

describe('isHelpButtonVisible', () => {
  it.each([
    [320, false],
    [769, false],
    [769.5, false],
    [770, true],
    [771, true],
    [1920, true],
  ])('width %d → visible %s', (width, visible) => {
    expect(isHelpButtonVisible(width)).toBe(visible);
  });
});
