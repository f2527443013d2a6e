import { paths } from '../../config/paths';

/** Spec §3: the current page's protocol and host plus /registration/confirm. */
export function confirmationCallbackUrl({
  protocol,
  host,
}: Pick<Location, 'protocol' | 'host'>): string {
  return `${protocol}//${host}${paths.registrationConfirm.getHref()}`;
}
