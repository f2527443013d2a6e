/**
 * Fills the window while something the whole app waits for is loading. The same markup as the
 * loading state in index.html, styled there: it shows before any script, and costs the first
 * screen no component library code.
 */
export function FullScreenSpinner() {
  return (
    <div className="mp-loading" role="progressbar" aria-label="Загрузка…">
      <svg viewBox="0 0 44 44" aria-hidden="true">
        <circle cx="22" cy="22" r="20" fill="none" strokeWidth="3.6" />
      </svg>
    </div>
  );
}
