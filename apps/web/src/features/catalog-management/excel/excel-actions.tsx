import type { PriceExcelTemplateQueryInput } from '@marketpult/shared/contracts/price-excel';
import Stack from '@mui/material/Stack';
import { ExcelDownloadButton } from './excel-download-button';
import { ExcelUploadDialog, type ExcelUploadDialogProps } from './excel-upload-dialog';

export interface ExcelActionsProps extends ExcelUploadDialogProps {
  /** The listing filters on show: the downloaded file holds the same listings. */
  filter: PriceExcelTemplateQueryInput;
}

/** «Скачать Excel» and «Загрузить Excel» side by side, as the listings' toolbar shows them. */
export function ExcelActions({ filter, ...upload }: ExcelActionsProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <ExcelDownloadButton filter={filter} />
      <ExcelUploadDialog {...upload} />
    </Stack>
  );
}
