import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/*
 * A screen the server sent drawn (`<div data-prerendered>`, apps/server/src/plugins/
 * index-page.ts) can be typed into before the app has loaded: on a slow phone that is seconds.
 * Nothing typed may be lost, so the app renders beside it, into an element of its own, and
 * swaps that in at its first commit, after the screen's form has taken over what the drawn one
 * holds: values, the focused field with its caret, and a submit asked for meanwhile. The
 * drawn page's inline guard (apps/server/src/plugins/drawn-form-guard.ts) holds back that
 * submit, so a form never goes out natively (the password in a URL) and marks it instead.
 */

/** Set by the drawn page's guard on a form whose submit (Enter, ВОЙТИ) waits for the app. */
export const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested';

const DRAWN_SELECTOR = '[data-prerendered]';
/** Inputs whose value is text the user typed (not a box, a file or a button). */
const TEXT_TYPES = new Set(['text', 'password', 'email', 'tel', 'search', 'url']);

let drawnScreen: HTMLElement | null = null;
let appElement: HTMLElement | null = null;

/**
 * Where the app renders into `root`: beside a drawn screen, a new element that takes the drawn
 * screen's place at the app's first commit (`replaceDrawnScreen`); otherwise `root` itself.
 */
export function appContainerFor(root: HTMLElement): HTMLElement {
  drawnScreen = root.querySelector<HTMLElement>(`:scope > ${DRAWN_SELECTOR}`);
  if (!drawnScreen) return root;
  appElement = document.createElement('div');
  return appElement;
}

/** The app's render in place of the drawn screen (once; nothing without one). */
export function replaceDrawnScreen(): void {
  if (!drawnScreen || !appElement) return;
  drawnScreen.replaceWith(appElement);
  drawnScreen = null;
}

export interface DrawnForm {
  /** Each text field's value by its name. */
  values: Record<string, string>;
  /** The field that had the focus, with its selection. */
  focus: {
    name: string;
    selectionStart: number | null;
    selectionEnd: number | null;
    selectionDirection: 'forward' | 'backward' | 'none' | null;
  } | null;
  submitRequested: boolean;
}

function textInputs(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.elements].filter(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.name !== '' && TEXT_TYPES.has(element.type),
  );
}

/** The drawn screen's form as the user has left it so far, or undefined (none, or gone). */
export function readDrawnForm(): DrawnForm | undefined {
  const form = drawnScreen?.querySelector('form');
  if (!form) return undefined;
  const inputs = textInputs(form);
  const focused = inputs.find((input) => input === document.activeElement);
  return {
    values: Object.fromEntries(inputs.map((input) => [input.name, input.value])),
    focus: focused
      ? {
          name: focused.name,
          selectionStart: focused.selectionStart,
          selectionEnd: focused.selectionEnd,
          selectionDirection: focused.selectionDirection,
        }
      : null,
    submitRequested: form.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE),
  };
}

export interface DrawnFormTakeover {
  /** Stores a typed value in the form's state, as if it had been typed into the app's form. */
  setValue(name: string, value: string): void;
  /** Called when a submit was asked for before the app had loaded, with the drawn values. */
  submit(values: Readonly<Record<string, string>>): void;
}

/**
 * Lets the form at `formRef` take over the drawn screen's form at the app's first commit: in a
 * layout effect, so the values, the focus and the caret are in place before the browser paints
 * and before it hands the next keystroke to anyone. A drawn field's value goes into the DOM
 * first, so React finds it there and leaves the caret alone when it renders the value.
 */
export function useDrawnFormTakeover(
  formRef: RefObject<HTMLFormElement | null>,
  takeover: DrawnFormTakeover,
): void {
  const setValue = useEffectEvent(takeover.setValue);
  const submit = useEffectEvent(takeover.submit);
  useLayoutEffect(() => {
    const drawn = readDrawnForm();
    replaceDrawnScreen();
    const form = formRef.current;
    if (!drawn || !form) return;
    const inputs = new Map(textInputs(form).map((input) => [input.name, input]));
    for (const [name, value] of Object.entries(drawn.values)) {
      const input = inputs.get(name);
      if (!input || value === input.value) continue;
      input.value = value;
      setValue(name, value);
    }
    const focused = drawn.focus && inputs.get(drawn.focus.name);
    if (drawn.focus && focused) {
      focused.focus({ preventScroll: true });
      const { selectionStart, selectionEnd, selectionDirection } = drawn.focus;
      if (selectionStart !== null && selectionEnd !== null) {
        focused.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
      }
    }
    if (drawn.submitRequested) submit(drawn.values);
  }, [formRef]);
}
