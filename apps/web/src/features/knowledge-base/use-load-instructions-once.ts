import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../lib/store';
import { loadInstructions } from './instructions-slice';

/**
 * Loads the knowledge base once per sign-in (spec §4). Call it from the guarded layout; pass
 * `false` while the session is not confirmed yet: the load starts when it turns `true`, and a
 * later sign-in (false, then true again) loads afresh. Re-renders, StrictMode's second effect
 * run and a dispatch while a load runs start nothing new.
 */
export function useLoadInstructionsOnce(isSignedIn = true): void {
  const dispatch = useAppDispatch();
  const requested = useRef(false);
  useEffect(() => {
    if (!isSignedIn) {
      requested.current = false;
      return;
    }
    if (requested.current) return;
    requested.current = true;
    void dispatch(loadInstructions());
  }, [dispatch, isSignedIn]);
}
