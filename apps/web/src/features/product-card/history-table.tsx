import type { ProductChart, ProductHistory } from '@marketpult/shared/contracts/product-card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatValue, longDay, seriesOf } from './history-series';
import { chartMessages } from './chart-messages';

/** The chart's data as a table: a row per day, a column per line. Newest day first. */
export function HistoryTable({
  history,
  chart,
  caption,
}: {
  history: ProductHistory;
  chart: ProductChart;
  caption: string;
}) {
  const series = seriesOf(history, chart);
  const rows = history.days.map((day, index) => ({ day, index })).reverse();
  return (
    <TableContainer sx={{ maxHeight: 520 }} tabIndex={0} aria-label={caption}>
      <Table size="small" stickyHeader aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {chartMessages.day}
            </TableCell>
            {series.map((line) => (
              <TableCell key={line.id} component="th" scope="col" align="right">
                {line.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ day, index }) => (
            <TableRow key={day}>
              <TableCell component="th" scope="row">
                {longDay(day)}
              </TableCell>
              {series.map((line) => (
                <TableCell key={line.id} align="right">
                  {formatValue(chart, line.data[index] ?? null)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
