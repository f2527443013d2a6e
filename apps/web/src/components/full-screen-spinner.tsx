import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Fills the window while something the whole app waits for is loading. */
export function FullScreenSpinner() {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label="Загрузка…" />
    </Box>
  );
}
