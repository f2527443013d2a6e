/** Layout breakpoints of spec §2 and §9, in CSS pixels of the viewport width. */
export const UI_BREAKPOINTS = Object.freeze({
  /** The widest viewport that still gets the mobile (toggled side) menu. */
  mobileMaxWidth: 1400,
  /** The narrowest viewport that shows the floating help button. */
  helpButtonMinWidth: 770,
} as const);

/** Timings of spec §9, in milliseconds. */
export const UI_TIMINGS = Object.freeze({
  resizeDebounceMs: 250,
  submenuAnimationMs: 400,
  /** Delay between clicking a video in the knowledge base and loading it. */
  videoLoadDelayMs: 800,
} as const);

/** Spec: "at a width of 1400 or less the menu becomes a toggled side menu". */
export function isMobileWidth(width: number): boolean {
  return width <= UI_BREAKPOINTS.mobileMaxWidth;
}

/** Spec: "the help button is hidden below 770px width", so 770 itself shows it. */
export function isHelpButtonVisible(width: number): boolean {
  return width >= UI_BREAKPOINTS.helpButtonMinWidth;
}
