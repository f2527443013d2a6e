import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../components/page-frame';
import { ROOT_HREF } from '../config/paths';
import { appMessages } from './ru-messages';

/** Any path no route knows, shown inside the guarded layout (its `<main>` holds the screen). */
export function Component() {
  return (
    <PageFrame title={appMessages.notFound.title}>
      <Typography sx={{ mb: 2 }}>{appMessages.notFound.text}</Typography>
      <Button component={RouterLink} to={ROOT_HREF} variant="contained">
        {appMessages.notFound.back}
      </Button>
    </PageFrame>
  );
}
