import { API_PATHS } from '@marketpult/shared/api-paths';
import {
  profileResultSchema,
  type ChangePasswordRequest,
  type ProfileResult,
  type UpdateProfileRequest,
} from '@marketpult/shared/contracts/profile';
import { postJson, type RequestOptions } from '../../lib/http';
import { md5 } from '../../lib/md5';

/**
 * POST /Users_ChangePassword: the current password as its md5, the new one in plain text (for
 * the server's registration rules) and as its md5, the way /Users_Registration sends it.
 */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
  options: RequestOptions = {},
): Promise<ProfileResult> {
  const [oldHash, newHash] = await Promise.all([
    md5(currentPassword, options),
    md5(newPassword, options),
  ]);
  const request: ChangePasswordRequest = {
    old_pass_hash: oldHash,
    pass: newPassword,
    pass_hash: newHash,
  };
  return postJson(API_PATHS.changePassword, request, profileResultSchema, options);
}

/** POST /Users_UpdateProfile with the new display name. */
export async function updateDisplayName(
  displayName: string,
  options: RequestOptions = {},
): Promise<ProfileResult> {
  const request: UpdateProfileRequest = { display_name: displayName };
  return postJson(API_PATHS.updateProfile, request, profileResultSchema, options);
}
