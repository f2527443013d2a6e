import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { createAppStore } from '../../lib/store';
import { jsonResponse, stubServer } from '../../test/fake-server';
import { selectInstructionList } from './instructions-slice';
import { KB_FIXTURE } from './test-fixtures';
import { useLoadInstructionsOnce } from './use-load-instructions-once';

function setup() {
  const server = stubServer({
    [`POST ${API_PATHS.instructionsList}`]: () => jsonResponse(KB_FIXTURE),
  });
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <Provider store={store}>{children}</Provider>
    </StrictMode>
  );
  const calls = () => server.callsTo(API_PATHS.instructionsList).length;
  return { store, wrapper, calls };
}

describe('useLoadInstructionsOnce', () => {
  it('loads the list once, across StrictMode’s double effects and re-renders', async () => {
    const { store, wrapper, calls } = setup();
    const { rerender } = renderHook(() => useLoadInstructionsOnce(), { wrapper });

    await waitFor(() => expect(selectInstructionList(store.getState())).toEqual(KB_FIXTURE));
    rerender();
    rerender();

    expect(calls()).toBe(1);
  });

  it('waits for the sign-in and loads again after the next one', async () => {
    const { store, wrapper, calls } = setup();
    const { rerender } = renderHook(
      ({ signedIn }: { signedIn: boolean }) => useLoadInstructionsOnce(signedIn),
      { wrapper, initialProps: { signedIn: false } },
    );
    expect(calls()).toBe(0);

    rerender({ signedIn: true });
    await waitFor(() => expect(selectInstructionList(store.getState())).toEqual(KB_FIXTURE));
    rerender({ signedIn: true });
    expect(calls()).toBe(1);

    rerender({ signedIn: false });
    rerender({ signedIn: true });
    await waitFor(() => expect(calls()).toBe(2));
  });
});
