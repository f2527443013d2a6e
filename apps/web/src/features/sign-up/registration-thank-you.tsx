import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { signUpMessages } from './ru-messages';
import { SignInButton } from './sign-in-button';

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
      <SignInButton replace>{text.signIn}</SignInButton>
    </Box>
  );
}
