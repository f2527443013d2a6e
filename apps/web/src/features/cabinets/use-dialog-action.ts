import { useCallback, useState } from 'react';
import { cabinetErrorMessage } from './cabinets-api';

/**
 * The one way a cabinet dialog (rename, replace the key, delete) runs its action: busy while
 * it runs, then `onDone`, or the server's Russian refusal shown in the dialog and the dialog
 * ready for another try.
 */
export function useDialogAction(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (failure) {
        setError(cabinetErrorMessage(failure));
        setBusy(false);
        return;
      }
      // The dialog closes on success; left busy, it cannot be sent twice meanwhile.
      onDone();
    },
    [onDone],
  );
  return { busy, error, run };
}
