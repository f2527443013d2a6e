import type { ListingEconomics } from '@marketpult/shared/contracts/product-card';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPercent, formatRub } from './format';
import { productCardMessages } from './ru-messages';

const text = productCardMessages.economics;

interface Line {
  label: string;
  /** Costs are shown with a minus: the seller reads price → what is taken → profit. */
  amount: number | null;
  cost?: boolean;
  strong?: boolean;
  /** Lines that are 0 by the typical tariffs are left out so the table stays readable. */
  optional?: boolean;
}

function linesOf(e: ListingEconomics): Line[] {
  const lines: Line[] = [
    { label: text.price, amount: e.price, strong: true },
    {
      label: text.commission(formatPercent(e.fees.commissionPercent)),
      amount: e.commissionRub,
      cost: true,
    },
    { label: text.logistics, amount: e.logisticsRub, cost: true },
    { label: text.lastMile, amount: e.lastMileRub, cost: true, optional: true },
    {
      label: text.acquiring(formatPercent(e.fees.acquiringPercent)),
      amount: e.acquiringRub,
      cost: true,
    },
    { label: text.returns(formatPercent(e.fees.returnsPercent)), amount: e.returnsRub, cost: true },
    { label: text.storage, amount: e.storageRub, cost: true, optional: true },
    { label: text.fulfilment, amount: e.fulfilmentRub, cost: true, optional: true },
    { label: text.other, amount: e.otherCostsRub, cost: true, optional: true },
    { label: text.tax, amount: e.taxRub, cost: true },
    { label: text.costPrice, amount: e.costPrice, cost: true },
    { label: text.profit, amount: e.profitRub, strong: true },
  ];
  return lines.filter((line) => !(line.optional && line.amount === 0));
}

const shown = (line: Line) =>
  line.cost && line.amount !== null && line.amount !== 0
    ? `−${formatRub(line.amount)}`
    : formatRub(line.amount);

/**
 * Price → each fee → tax → cost price → profit, margin and break-even price for one listing:
 * the lines add up (the engine rounds them so), so a seller can check the arithmetic.
 */
export function EconomicsBreakdown({
  economics,
  caption,
}: {
  economics: ListingEconomics;
  caption: string;
}) {
  return (
    <>
      {economics.costPrice === null && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {text.noCost}
        </Alert>
      )}
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {text.item}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {text.amount}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linesOf(economics).map((line) => (
            <TableRow key={line.label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: line.strong ? 600 : 400 }}>
                {line.label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: line.strong ? 600 : 400 }}>
                {shown(line)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {text.margin}
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 600 }}
              data-testid="margin"
              style={
                economics.marginPercent !== null && economics.marginPercent < 0
                  ? { color: '#b71c1c' }
                  : undefined
              }
            >
              {formatPercent(
                economics.marginPercent === null
                  ? null
                  : Math.round(economics.marginPercent * 100) / 100,
              )}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              {text.breakEven}
            </TableCell>
            <TableCell align="right">{formatRub(economics.breakEvenPrice)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
