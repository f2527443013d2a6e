import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { API_PATHS } from '@marketpult/shared/api-paths';
import { runtimeConfigSchema, type RuntimeConfig } from '@marketpult/shared/runtime-config';
import { getJson } from '../lib/http';

export type RuntimeConfigStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface RuntimeConfigState {
  status: RuntimeConfigStatus;
  config: RuntimeConfig | null;
}

const initialState: RuntimeConfigState = { status: 'idle', config: null };

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
