import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'marketpult.catalog.columns';

function read(): GridColumnVisibilityModel {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
    // Only true/false per column: anything else in storage is ignored, never trusted.
    return Object.fromEntries(
      Object.entries(stored).filter(([, value]) => typeof value === 'boolean'),
    ) as GridColumnVisibilityModel;
  } catch {
    return {};
  }
}

/** The columns the seller chose to see, remembered in this browser across visits. */
export function useColumnChoice() {
  const [model, setModel] = useState<GridColumnVisibilityModel>(read);
  const change = useCallback((next: GridColumnVisibilityModel) => {
    setModel(next);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the choice lasts for this visit only.
    }
  }, []);
  return [model, change] as const;
}
