import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { runtimeConfigSlice } from '../config/runtime-config';

/**
 * Each feature adds its slice to this interface (declaration merging) and injects it with
 * `slice.injectInto(rootReducer)`, so features reach the store without importing app/, and a
 * slice arrives with the code of its screens.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge target
export interface LazyLoadedSlices {}

export const rootReducer =
  combineSlices(runtimeConfigSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per call, so every test starts from the initial state. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
