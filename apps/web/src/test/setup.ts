import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/*
 * How long `findBy…` and `waitFor` wait for the page to get where the test expects. They stop
 * as soon as it does, so a passing test never waits this long; the default of 1 s was too
 * tight on a busy 2-core machine, where a render of the signed-in layout alone can take that.
 * Kept below the test timeout (vitest.config.ts) so that a test that fails says what it was
 * waiting for.
 */
configure({ asyncUtilTimeout: 5_000 });
