import type { ProductCostChange } from '@marketpult/shared/contracts/price-excel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { excelMessages as text } from './ru-messages';

const rub = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB' });
const money = (value: number | null) => (value === null ? text.empty : rub.format(value));

/** The products whose cost price the file changes: before → after. */
export function CostChangesTable({ changes }: { changes: readonly ProductCostChange[] }) {
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label={text.costsTable}>
        <TableHead>
          <TableRow>
            <TableCell>{text.article}</TableCell>
            <TableCell>{text.name}</TableCell>
            <TableCell align="right">{text.before}</TableCell>
            <TableCell align="right">{text.after}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.productId}>
              <TableCell component="th" scope="row">
                {change.article}
              </TableCell>
              <TableCell>{change.name}</TableCell>
              <TableCell align="right">{money(change.before)}</TableCell>
              <TableCell align="right">{money(change.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
