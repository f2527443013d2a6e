export interface NavigateOptions {
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

/*
 * Before the router exists (or in a page without one) a redirect still has to work, so the
 * fallback is a full page load.
 */
const loadPage: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: Navigate = loadPage;

/**
 * Code outside React (the HTTP layer, the auth thunks) navigates through the function the app
 * registers here, which is the router's own `navigate`: a redirect stays inside the single-page
 * app and tests can observe it. Returns a function that restores the previous one.
 */
export function setNavigate(navigate: Navigate): () => void {
  const previous = current;
  current = navigate;
  return () => {
    current = previous;
  };
}

export function navigate(to: string, options?: NavigateOptions): void {
  current(to, options);
}
