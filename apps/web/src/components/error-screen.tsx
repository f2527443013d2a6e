import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface ErrorScreenProps {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}

/** A whole-window message for a failure the user can act on with one button. */
export function ErrorScreen({ title, message, actionLabel, onAction }: ErrorScreenProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        textAlign: 'center',
      }}
    >
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography role="alert">{message}</Typography>
      <Button variant="contained" onClick={onAction}>
        {actionLabel}
      </Button>
    </Box>
  );
}
