import type { SyncRun } from '@marketpult/shared/contracts/cabinets';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount, formatDateTime } from './cabinet-format';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.item;
const columns = text.historyColumns;

function listingsCell(run: SyncRun): string {
  return run.listingsTotal === null
    ? formatCount(run.listingsDone)
    : `${formatCount(run.listingsDone)} из ${formatCount(run.listingsTotal)}`;
}

/** The cabinet's latest sync runs, newest first, as the server lists them. */
export function SyncHistoryTable({ runs }: { runs: readonly SyncRun[] }) {
  if (runs.length === 0) return <Typography color="text.secondary">{text.noRuns}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={text.historyHeading}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.date}</TableCell>
            <TableCell>{columns.kind}</TableCell>
            <TableCell>{columns.trigger}</TableCell>
            <TableCell>{columns.result}</TableCell>
            <TableCell align="right">{columns.listings}</TableCell>
            <TableCell align="right">{columns.orders}</TableCell>
            <TableCell>{columns.error}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.id}>
              <TableCell>
                <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>
              </TableCell>
              <TableCell>{cabinetMessages.runKind[run.kind]}</TableCell>
              <TableCell>{cabinetMessages.runTrigger[run.trigger]}</TableCell>
              <TableCell sx={run.status === 'failed' ? { color: 'error.main' } : undefined}>
                {cabinetMessages.runStatus[run.status]}
              </TableCell>
              <TableCell align="right">{listingsCell(run)}</TableCell>
              <TableCell align="right">{formatCount(run.ordersDone)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{run.error ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
