import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  XLSX_CONTENT_TYPE,
  priceExcelUploadResponseSchema,
  saveExcelCostsResponseSchema,
  type PriceExcelTemplateQueryInput,
  type SaveExcelCostsRequest,
} from '@marketpult/shared/contracts/price-excel';
import { getFile, postFile, postJson, type RequestOptions } from '../../../lib/http';

/** The template's address for a view: only the filters set, so the URL stays short. */
export function templateUrl(filter: PriceExcelTemplateQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value);
  }
  const query = params.toString();
  return `${API_PATHS.priceExcelTemplate}${query ? `?${query}` : ''}`;
}

export const downloadTemplate = (filter: PriceExcelTemplateQueryInput, options?: RequestOptions) =>
  getFile(templateUrl(filter), options);

export const uploadPriceFile = (file: Blob, options?: RequestOptions) =>
  postFile(
    API_PATHS.priceExcelUpload,
    file,
    XLSX_CONTENT_TYPE,
    priceExcelUploadResponseSchema,
    options,
  );

export const saveCosts = (body: SaveExcelCostsRequest) =>
  postJson(API_PATHS.priceExcelCosts, body, saveExcelCostsResponseSchema);
