import type { PriceChange } from '@marketpult/shared/contracts/prices';
import type { CardListing } from '@marketpult/shared/contracts/product-card';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { useLoaded } from '../../lib/use-loaded';
import {
  changeResult,
  changeSource,
  changeSubject,
  changeTime,
  changeValues,
  type ChangeResult,
} from './price-change-format';
import { fetchListingHistory } from './product-card-api';
import { productCardMessages } from './ru-messages';

const text = productCardMessages.history;

const TONE_COLOR: Record<ChangeResult['tone'], string> = {
  success: 'success.main',
  error: 'error.main',
  // MUI's warning colours fall short of 4.5:1 on white; the title says it is a quarantine.
  warning: 'text.primary',
  pending: 'text.secondary',
};

/**
 * The listing's price and stock changes (README, "Price writes"), behind a disclosure button:
 * asked for only when the seller opens it, so a card with many listings costs one request.
 */
interface ListingHistoryProps {
  listing: CardListing;
  /** The listing's heading (marketplace · cabinet · article): names the table apart from others. */
  label: string;
}

export function ListingHistory({ listing, label }: ListingHistoryProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        variant="outlined"
        size="small"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? text.hide : text.show}
      </Button>
      {open && (
        <Box id={regionId} sx={{ mt: 1 }}>
          <LoadedHistory listing={listing} label={label} />
        </Box>
      )}
    </Box>
  );
}

function LoadedHistory({ listing, label }: ListingHistoryProps) {
  const load = useCallback(
    (signal: AbortSignal) => fetchListingHistory(listing.id, { signal }),
    [listing.id],
  );
  const { state, reload } = useLoaded(load);
  if (state.status === 'loading') return <LinearProgress aria-label={text.loading} />;
  if (state.status === 'failed') {
    return (
      <LoadFailed message={text.failed} retryLabel={productCardMessages.retry} onRetry={reload} />
    );
  }
  if (state.data.changes.length === 0) {
    return <Typography color="text.secondary">{text.empty}</Typography>;
  }
  return (
    <ChangesTable
      changes={state.data.changes}
      warehouses={listing.warehouses}
      caption={text.caption(label)}
    />
  );
}

interface ChangesTableProps {
  changes: readonly PriceChange[];
  warehouses: CardListing['warehouses'];
  caption: string;
}

function ChangesTable({ changes, warehouses, caption }: ChangesTableProps) {
  const columns = [text.when, text.source, text.what, text.values, text.result];
  return (
    // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
    <TableContainer tabIndex={0} aria-label={caption} sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => {
            const result = changeResult(change);
            return (
              <TableRow key={change.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {changeTime(change)}
                </TableCell>
                <TableCell>{changeSource(change)}</TableCell>
                <TableCell>{changeSubject(change, warehouses)}</TableCell>
                <TableCell>
                  {changeValues(change).map((line) => (
                    <Box key={line}>{line}</Box>
                  ))}
                </TableCell>
                <TableCell>
                  <Typography
                    variant="body2"
                    color={TONE_COLOR[result.tone]}
                    sx={{ fontWeight: 500 }}
                  >
                    {result.title}
                  </Typography>
                  {result.detail && (
                    <Typography variant="body2" color="text.secondary">
                      {result.detail}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
