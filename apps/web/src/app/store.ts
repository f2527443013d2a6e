import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { runtimeConfigSlice } from '../config/runtime-config';

const rootReducer = combineSlices(runtimeConfigSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per call, so every test starts from the initial state. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
