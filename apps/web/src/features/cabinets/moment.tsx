import { formatDateTime, formatRelative } from './cabinet-format';

/** A moment shown relative to now («5 минут назад»), with the exact date and time on hover. */
export function Moment({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso)}
    </time>
  );
}
