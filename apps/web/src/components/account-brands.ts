import { API_PATHS } from '@marketpult/shared/api-paths';
import { catalogBrandsResponseSchema } from '@marketpult/shared/contracts/catalog';
import { useEffect, useState } from 'react';
import { getJson } from '../lib/http';

/**
 * The account's brands (GET /api/catalog/brands), loaded once per screen, for a brand field's
 * suggestions. A failed call leaves the list empty: the field then takes typed text only.
 */
export function useAccountBrands(): readonly string[] {
  const [brands, setBrands] = useState<readonly string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    getJson(API_PATHS.catalogBrands, catalogBrandsResponseSchema, { signal: controller.signal })
      .then((answer) => setBrands(answer.brands))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return brands;
}
