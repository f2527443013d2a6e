import type { PriceExcelTemplateQueryInput } from '@marketpult/shared/contracts/price-excel';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { serverErrorOf } from '../../../lib/http';
import { downloadTemplate } from './excel-api';
import { excelMessages as text } from './ru-messages';
import { saveBlob } from './save-blob';

export interface ExcelDownloadButtonProps {
  /** The screen's current filters: the file holds the same listings. */
  filter: PriceExcelTemplateQueryInput;
}

/** «Скачать Excel»: the current values of the filtered listings as an .xlsx template. */
export function ExcelDownloadButton({ filter }: ExcelDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveBlob(await downloadTemplate(filter), text.fileName);
    } catch (failure) {
      setError(serverErrorOf(failure)?.message || text.downloadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : undefined}
      >
        {busy ? text.downloading : text.download}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
