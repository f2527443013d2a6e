import { displayNameChanged, selectUserInfo } from '../features/auth/auth-slice';
import { EconomicsSettingsSection } from '../features/economics-settings/economics-settings-section';
import { PasswordChangeScreen } from '../features/profile/password-change-screen';
import { ProfileScreen } from '../features/profile/profile-screen';
import { useAppDispatch, useAppSelector } from '../lib/store';

/**
 * /profile with the signed-in user (a saved display name goes into the auth state) and the
 * seller's margin settings.
 */
export function ProfileRoute() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  // The guarded layout renders screens only with a signed-in user.
  if (!user) return null;
  return (
    <ProfileScreen user={user} onDisplayNameSaved={(name) => dispatch(displayNameChanged(name))}>
      <EconomicsSettingsSection />
    </ProfileScreen>
  );
}

export function PasswordChangeRoute() {
  return <PasswordChangeScreen />;
}
