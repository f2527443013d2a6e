import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPLAY_NAME_LIMITS,
  normalizeDisplayName,
  PROFILE_RETVAL,
} from '@marketpult/shared/contracts/profile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ControlledTextField } from '../../components/controlled-text-field';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { updateDisplayName } from './profile-api';
import { displayNameFormSchema, type DisplayNameForm } from './profile-form-schemas';
import { profileMessages } from './ru-messages';
import { PageSection } from '../../components/page-section';

const text = profileMessages.profile;

export interface ProfileUser {
  userName: string;
  displayName: string;
}

interface ProfileScreenProps {
  user: ProfileUser;
  /** Called with the stored name once the server has saved it. */
  onDisplayNameSaved: (displayName: string) => void;
  /** Sections other features add (the margin settings): the app layer passes them in. */
  children?: ReactNode;
}

type Outcome = { kind: 'saved' } | { kind: 'refused'; message: string } | null;

/** /profile: the account (login and display name), the display name's editor, the password. */
export function ProfileScreen({ user, onDisplayNameSaved, children }: ProfileScreenProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { control, handleSubmit, formState, reset } = useForm<DisplayNameForm>({
    resolver: zodResolver(displayNameFormSchema),
    mode: 'onChange',
    defaultValues: { displayName: user.displayName },
  });
  const draft = useWatch({ control, name: 'displayName' });
  const unchanged = normalizeDisplayName(draft) === user.displayName;
  const { isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ displayName }) => {
    setOutcome(null);
    const name = normalizeDisplayName(displayName);
    try {
      const result = await updateDisplayName(name);
      if (result.retval === PROFILE_RETVAL.ok) {
        onDisplayNameSaved(name);
        reset({ displayName: name });
        setOutcome({ kind: 'saved' });
      } else {
        setOutcome({ kind: 'refused', message: result.errMsg || text.failed });
      }
    } catch {
      setOutcome({ kind: 'refused', message: text.failed });
    }
  });

  return (
    <PageFrame title={text.title}>
      <Box sx={{ maxWidth: 640 }}>
        <PageSection heading={text.accountHeading}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: 1,
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>{text.loginLabel}</dt>
            <dd>{user.userName}</dd>
            <dt>{text.displayNameLabel}</dt>
            <dd>{user.displayName}</dd>
          </Box>
        </PageSection>
        <PageSection heading={text.editHeading}>
          <Typography color="text.secondary">{text.editIntro}</Typography>
          <Box component="form" noValidate onSubmit={onSubmit}>
            <ControlledTextField
              name="displayName"
              control={control}
              label={text.nameFieldLabel}
              autoComplete="nickname"
              required
              readOnly={isSubmitting}
              maxLength={DISPLAY_NAME_LIMITS.wireMaxLength}
            />
            {isSubmitting && <LinearProgress aria-label={text.saving} sx={{ mt: 2 }} />}
            <Button
              type="submit"
              variant="contained"
              disabled={!formState.isValid || unchanged || isSubmitting}
              sx={{ mt: 2 }}
            >
              {text.save}
            </Button>
          </Box>
          {outcome?.kind === 'saved' && (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {text.saved}
            </Alert>
          )}
          {outcome?.kind === 'refused' && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {outcome.message}
            </Alert>
          )}
        </PageSection>
        <PageSection heading={text.passwordHeading}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {text.passwordIntro}
          </Typography>
          <Link component={RouterLink} to={paths.profilePasswordChange.getHref()}>
            {text.changePasswordLink}
          </Link>
        </PageSection>
        {children}
      </Box>
    </PageFrame>
  );
}
