import Alert from '@mui/material/Alert';
import { useState } from 'react';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * What a card form's save came to: «saved» in a polite live region (always in the page, so a
 * screen reader hears it appear), a failure as an alert.
 */
export function SaveStatus({
  state,
  saved,
  failed,
}: {
  state: SaveState;
  saved: string;
  failed: string;
}) {
  return (
    <>
      <div role="status" aria-live="polite">
        {state === 'saved' && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {saved}
          </Alert>
        )}
      </div>
      {state === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failed}
        </Alert>
      )}
    </>
  );
}

/**
 * A card form's save: `save(send)` shows «saving», runs `send`, then «saved» or «failed»;
 * `reset` clears the outcome when the seller edits again.
 */
export function useSave() {
  const [state, setState] = useState<SaveState>('idle');
  const save = async (send: () => Promise<void>) => {
    setState('saving');
    try {
      await send();
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return { state, save, reset: () => setState('idle') };
}
