import { PRICE_CHANGE_STATUSES, type PriceRun } from '@marketpult/shared/contracts/prices';
import {
  PRICE_CHANGE_STATUS_TITLES,
  PRICE_RUN_SOURCE_TITLES,
} from '@marketpult/shared/domain/price-change-labels';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { formatCount, formatDateTime } from '../../lib/ru-format';
import { RUN_STATUS_LABELS, managementMessages as t } from './ru-messages';

/** «Применено: 2, Отклонено маркетплейсом: 1»: the statuses a run has, in pipeline order. */
export function countsText(run: PriceRun): string {
  return PRICE_CHANGE_STATUSES.filter((status) => (run.counts[status] ?? 0) > 0)
    .map(
      (status) => `${PRICE_CHANGE_STATUS_TITLES[status]}: ${formatCount(run.counts[status] ?? 0)}`,
    )
    .join(', ');
}

export const runHref = (id: string) =>
  `${paths.catalogManagement.getHref()}?run=${encodeURIComponent(id)}`;

/** Step (e): the account's latest runs, each opening its changes at ?run=<id>. */
export function RecentRuns({ runs }: { runs: readonly PriceRun[] }) {
  if (runs.length === 0) return <Typography>{t.runsEmpty}</Typography>;
  return (
    <Table size="small" aria-label={t.runsTitle}>
      <TableHead>
        <TableRow>
          <TableCell>{t.runColumns.date}</TableCell>
          <TableCell>{t.runColumns.source}</TableCell>
          <TableCell>{t.runColumns.status}</TableCell>
          <TableCell>{t.runColumns.counts}</TableCell>
          <TableCell>{t.runColumns.open}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run.id}>
            <TableCell>{formatDateTime(run.createdAt)}</TableCell>
            <TableCell>{PRICE_RUN_SOURCE_TITLES[run.source]}</TableCell>
            <TableCell>{RUN_STATUS_LABELS[run.status]}</TableCell>
            <TableCell>{countsText(run)}</TableCell>
            <TableCell>
              <Link
                component={RouterLink}
                to={runHref(run.id)}
                aria-label={`${t.open}: ${formatDateTime(run.createdAt)}`}
              >
                {t.open}
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
