import {
  cabinetIdSchema,
  connectedMarketplaceSchema,
  type CabinetDetailResponse,
} from '@marketpult/shared/contracts/cabinets';
import LinearProgress from '@mui/material/LinearProgress';
import { useCallback, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { CabinetDetail } from './cabinet-detail';
import { fetchCabinet, isNotFound } from './cabinets-api';
import { isRunInProgress } from './cabinet-status';
import { cabinetMessages } from './ru-messages';
import { usePolledResource } from '../../lib/use-polled-resource';
import { SYNC_POLL_INTERVAL_MS } from './cabinets-api';
import { LoadFailed } from '../../components/load-failed';

const text = cabinetMessages.item;

const syncInProgress = ({ cabinet, runs }: CabinetDetailResponse) =>
  isRunInProgress(cabinet.lastRun) || runs.some(isRunInProgress);

interface CabinetItemScreenProps {
  /** What an unknown cabinet (or another account's) shows: the app's not-found screen. */
  notFound: ReactNode;
  /** How often to ask again while a sync runs; tests shorten it. */
  pollIntervalMs?: number;
}

/**
 * /cabinet-item/:marketplace/:shopId, where shopId is the cabinet's id. An address that cannot
 * be a cabinet's is not found without asking the server; the server answers 404 for an id that
 * is not this account's.
 */
export function CabinetItemScreen({ notFound, pollIntervalMs }: CabinetItemScreenProps) {
  const params = useParams();
  const marketplace = connectedMarketplaceSchema.safeParse(params.marketplace);
  const id = cabinetIdSchema.safeParse(params.shopId);
  if (!marketplace.success || !id.success) return notFound;
  return (
    <LoadedCabinet
      key={id.data}
      id={id.data}
      marketplace={marketplace.data}
      notFound={notFound}
      pollIntervalMs={pollIntervalMs ?? SYNC_POLL_INTERVAL_MS}
    />
  );
}

interface LoadedCabinetProps {
  id: string;
  marketplace: string;
  notFound: ReactNode;
  pollIntervalMs: number;
}

function LoadedCabinet({ id, marketplace, notFound, pollIntervalMs }: LoadedCabinetProps) {
  const load = useCallback((signal: AbortSignal) => fetchCabinet(id, { signal }), [id]);
  const { state, reload } = usePolledResource(load, syncInProgress, pollIntervalMs);

  if (state.status === 'failed' && isNotFound(state.error)) return notFound;
  // The address names the marketplace too: one that is not the cabinet's is no page of ours.
  if (state.status === 'ready' && state.data.cabinet.marketplace !== marketplace) return notFound;
  return (
    <PageFrame title={paths.cabinetItem.title}>
      {state.status === 'loading' && <LinearProgress aria-label={text.loading} />}
      {state.status === 'failed' && (
        <LoadFailed
          message={text.failed}
          retryLabel={cabinetMessages.list.retry}
          onRetry={reload}
        />
      )}
      {state.status === 'ready' && <CabinetDetail detail={state.data} reload={reload} />}
    </PageFrame>
  );
}
