import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

interface LoadFailedProps {
  /** What could not be loaded, in the screen's words. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** A screen's data could not be loaded: says so, with the way to ask again. */
export function LoadFailed({ message, retryLabel, onRetry, sx }: LoadFailedProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
