import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  runtimeConfigSchema,
  type RuntimeConfig,
} from '@marketpult/shared/runtime-config';
import { getJson } from '../lib/http';

export type RuntimeConfigStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface RuntimeConfigState {
  status: RuntimeConfigStatus;
  config: RuntimeConfig | null;
}

/**
 * The config the served page carries (the server writes it into index.html), or null where
 * the page has none or a malformed one (the development server): then it is fetched.
 */
export function readEmbeddedRuntimeConfig(doc: Document | undefined): RuntimeConfig | null {
  const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Ready at once when the page carries the config: the first screen needs no round trip. */
function initialState(): RuntimeConfigState {
  const embedded = readEmbeddedRuntimeConfig(globalThis.document);
  return embedded ? { status: 'ready', config: embedded } : { status: 'idle', config: null };
}

/*
 * One build serves every deployment, so settings such as the menu variant come from the
 * server. The `condition` keeps a second mount (React's StrictMode) from fetching twice.
 */
export const fetchRuntimeConfig = createAsyncThunk(
  'runtimeConfig/fetch',
  (_: void, { signal }) => getJson(API_PATHS.runtimeConfig, runtimeConfigSchema, { signal }),
  {
    condition: (_: void, { getState }) => {
      const { status } = (getState() as { runtimeConfig: RuntimeConfigState }).runtimeConfig;
      return status === 'idle' || status === 'failed';
    },
  },
);

export const runtimeConfigSlice = createSlice({
  name: 'runtimeConfig',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchRuntimeConfig.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchRuntimeConfig.fulfilled, (state, action) => {
        state.status = 'ready';
        state.config = action.payload;
      })
      .addCase(fetchRuntimeConfig.rejected, (state) => {
        state.status = 'failed';
        state.config = null;
      });
  },
  selectors: {
    selectRuntimeConfigStatus: (state) => state.status,
    selectRuntimeConfig: (state) => state.config,
  },
});

export const { selectRuntimeConfigStatus, selectRuntimeConfig } = runtimeConfigSlice.selectors;
