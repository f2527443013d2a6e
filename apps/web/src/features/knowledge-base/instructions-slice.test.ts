import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { createAppStore } from '../../lib/store';
import { deferred, errorResponse, jsonResponse, stubServer } from '../../test/fake-server';
import {
  initialKnowledgeBaseState,
  loadInstructions,
  selectKnowledgeBaseState,
} from './instructions-slice';
import { KB_FIXTURE } from './test-fixtures';

const stateOf = (store: ReturnType<typeof createAppStore>) =>
  selectKnowledgeBaseState(store.getState());

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('instruction loading (spec §4)', () => {
  it('starts not submitting with an empty list', () => {
    expect(stateOf(createAppStore())).toEqual({ isSubmitting: false, list: [] });
  });

  it('posts no body to the list call, is submitting meanwhile, then stores the list', async () => {
    const answer = deferred<Response>();
    const server = stubServer({ [`POST ${API_PATHS.instructionsList}`]: () => answer.promise });
    const store = createAppStore();

    const loading = store.dispatch(loadInstructions());
    expect(stateOf(store)).toEqual({ isSubmitting: true, list: [] });

    answer.resolve(jsonResponse(KB_FIXTURE));
    await loading;

    expect(stateOf(store)).toEqual({ isSubmitting: false, list: KB_FIXTURE });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/markets/insructions/list',
      body: undefined,
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('starts no second request while one is in flight', async () => {
    const answer = deferred<Response>();
    const server = stubServer({ [`POST ${API_PATHS.instructionsList}`]: () => answer.promise });
    const store = createAppStore();

    const first = store.dispatch(loadInstructions());
    const second = store.dispatch(loadInstructions());
    answer.resolve(jsonResponse(KB_FIXTURE));
    await Promise.all([first, second]);

    expect(server.callsTo(API_PATHS.instructionsList)).toHaveLength(1);
    expect(stateOf(store).list).toEqual(KB_FIXTURE);
  });

  it.each([
    ['a server error', () => errorResponse(500, 'InternalServerError')],
    ['an answer of the wrong shape', () => jsonResponse({ page: '/cabinet/' })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('on %s only logs the error and keeps the list', async (_case, handler) => {
    stubServer({ [`POST ${API_PATHS.instructionsList}`]: handler });
    const previous = { ...initialKnowledgeBaseState, list: KB_FIXTURE };
    const store = createAppStore({ knowledgeBase: previous });

    await store.dispatch(loadInstructions());

    expect(stateOf(store)).toEqual({ isSubmitting: false, list: KB_FIXTURE });
    expect(stateOf(store).list).toBe(previous.list);
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe('База знаний: не удалось загрузить инструкции');
  });
});
