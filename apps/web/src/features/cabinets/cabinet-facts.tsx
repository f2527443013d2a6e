import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import { daysUntil, formatCount, formatDate } from './cabinet-format';
import { FactList } from './fact-list';
import { Moment } from './moment';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.item;

const EXPIRY_WARNING_DAYS = 14;

function Expiry({ iso }: { iso: string }) {
  const days = daysUntil(iso);
  return (
    <>
      {formatDate(iso)}
      {days < EXPIRY_WARNING_DAYS && (
        <>
          {' ('}
          <Moment iso={iso} />)
        </>
      )}
    </>
  );
}

/** What the cabinet is connected with: the shop's id, the masked key, its access and expiry. */
export function CabinetFacts({ cabinet }: { cabinet: Cabinet }) {
  return (
    <FactList
      facts={[
        [text.shopId[cabinet.marketplace], cabinet.shopExternalId],
        [text.key, <code key="key">{cabinet.credentialsMasked}</code>],
        [text.scopes, cabinet.scopes.length > 0 ? cabinet.scopes.join(', ') : text.noScopes],
        [
          text.tokenExpires,
          cabinet.tokenExpiresAt ? <Expiry iso={cabinet.tokenExpiresAt} /> : text.noExpiry,
        ],
        [text.sandbox, cabinet.sandbox ? text.yes : text.no],
        [text.added, formatDate(cabinet.createdAt)],
        [
          text.lastSync,
          cabinet.lastSyncAt ? (
            <Moment iso={cabinet.lastSyncAt} />
          ) : (
            cabinetMessages.list.neverSynced
          ),
        ],
        [cabinetMessages.list.listings, formatCount(cabinet.listingsCount)],
        [cabinetMessages.list.orders, formatCount(cabinet.ordersCount)],
      ]}
    />
  );
}
