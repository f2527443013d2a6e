import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { signUpMessages } from './ru-messages';

const text = signUpMessages.thankYou;

interface RegistrationThankYouProps {
  email: string;
  supportEmail: string;
}

/** Replaces the registration form once the request is sent (spec §2). */
export function RegistrationThankYou({ email, supportEmail }: RegistrationThankYouProps) {
  return (
    <Box>
      <Typography sx={{ mt: 2 }}>
        {text.sentBefore}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Box>
        {text.sentAfter}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {text.noLetterBefore}
        <Link href={`mailto:${supportEmail}`}>{text.contactUs}</Link>
        {text.noLetterAfter}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.login.getHref()}
        replace
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
      >
        {text.signIn}
      </Button>
    </Box>
  );
}
