import { RUNTIME_CONFIG_ELEMENT_ID } from '@marketpult/shared/runtime-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../lib/store';
import {
  fetchRuntimeConfig,
  readEmbeddedRuntimeConfig,
  selectRuntimeConfig,
  selectRuntimeConfigStatus,
} from './runtime-config';

const config = {
  productName: 'МаркетПульт',
  menuVariant: 'prod',
  supportEmail: 'support@marketpult.ru',
  marketsProxyToken: 'public-token',
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function embed(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

describe('runtime config carried by the page', () => {
  afterEach(() => {
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    vi.unstubAllGlobals();
  });

  it('is ready at once, without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    embed(JSON.stringify(config));
    const store = createAppStore();
    expect(selectRuntimeConfigStatus(store.getState())).toBe('ready');
    expect(selectRuntimeConfig(store.getState())).toEqual(config);
    await store.dispatch(fetchRuntimeConfig());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"productName":'],
    ['of the wrong shape', JSON.stringify({ ...config, menuVariant: 'beta' })],
    ['empty', ''],
  ])('is ignored when %s: the config is fetched instead', (_case, text) => {
    embed(text);
    expect(readEmbeddedRuntimeConfig(document)).toBeNull();
    expect(selectRuntimeConfigStatus(createAppStore().getState())).toBe('idle');
  });
});

describe('runtime config', () => {
  it('starts idle and empty', () => {
    const store = createAppStore();
    expect(selectRuntimeConfigStatus(store.getState())).toBe('idle');
    expect(selectRuntimeConfig(store.getState())).toBeNull();
  });

  it('is loading while the request runs, then stores the validated config', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();

    const done = store.dispatch(fetchRuntimeConfig());
    expect(selectRuntimeConfigStatus(store.getState())).toBe('loading');
    answer(jsonResponse(config));
    await done;

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/runtime-config',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    expect(selectRuntimeConfigStatus(store.getState())).toBe('ready');
    expect(selectRuntimeConfig(store.getState())).toEqual(config);
  });

  it.each([
    ['a malformed body', () => jsonResponse({ ...config, menuVariant: 'beta' })],
    ['an unknown field', () => jsonResponse({ ...config, extra: true })],
    ['a server error', () => jsonResponse({ error: 'boom' }, 500)],
    ['an HTML page instead of JSON', () => new Response('<!doctype html>')],
  ])('fails on %s', async (_case, respond) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(respond())),
    );
    const store = createAppStore();

    await store.dispatch(fetchRuntimeConfig());

    expect(selectRuntimeConfigStatus(store.getState())).toBe('failed');
    expect(selectRuntimeConfig(store.getState())).toBeNull();
  });

  it('fails when the network is down, and a retry succeeds', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(config));
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();

    await store.dispatch(fetchRuntimeConfig());
    expect(selectRuntimeConfigStatus(store.getState())).toBe('failed');

    await store.dispatch(fetchRuntimeConfig());
    expect(selectRuntimeConfigStatus(store.getState())).toBe('ready');
    expect(selectRuntimeConfig(store.getState())).toEqual(config);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not fetch again while loading or once loaded', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(config)));
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();

    const first = store.dispatch(fetchRuntimeConfig());
    const second = store.dispatch(fetchRuntimeConfig());
    await Promise.all([first, second]);
    await store.dispatch(fetchRuntimeConfig());

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(selectRuntimeConfigStatus(store.getState())).toBe('ready');
  });
});
