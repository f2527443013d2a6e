import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import type { PriceChange, PriceRunResponse } from '@marketpult/shared/contracts/prices';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount, formatPercent, formatRub } from '../../lib/ru-format';
import { PRICE_CHANGE_STATUS_TITLES } from '@marketpult/shared/domain/price-change-labels';
import { VERDICT_LABELS, managementMessages as t } from './ru-messages';

export interface RunChangesTableProps {
  run: PriceRunResponse;
  /** Ids of the blocked changes the seller overrides (a dry run only). */
  overrides?: ReadonlySet<string>;
  /** Given, a dry run's blocked changes get a checkbox; absent, the table only shows. */
  onOverrideChange?: (changeId: string, override: boolean) => void;
}

const columns = t.changeColumns;

function valueText(change: PriceChange, side: 'before' | 'wanted'): string {
  const values = change[side];
  if (change.kind === 'stock') return formatCount(values.amount);
  const extras: string[] = [];
  if (values.oldPrice !== null) extras.push(`${t.oldPriceShort} ${formatRub(values.oldPrice)}`);
  // The minimum price only where the change moves it: else it is noise on every Ozon row.
  if (values.minPrice !== null && change.before.minPrice !== change.wanted.minPrice) {
    extras.push(`${t.minPriceShort} ${formatRub(values.minPrice)}`);
  }
  return `${formatRub(values.price)}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
}

const VERDICT_COLORS = { ok: 'success', needs_override: 'warning', refused: 'default' } as const;
const STATUS_COLORS: Record<PriceChange['status'], 'success' | 'error' | 'warning' | 'default'> = {
  planned: 'default',
  sending: 'default',
  sent: 'default',
  applied: 'success',
  rejected: 'error',
  quarantine: 'warning',
  failed: 'error',
  refused: 'default',
};

function Checks({ change }: { change: PriceChange }) {
  return (
    <Stack spacing={0.5}>
      <Chip
        size="small"
        color={VERDICT_COLORS[change.verdict]}
        label={VERDICT_LABELS[change.verdict]}
        sx={{ alignSelf: 'flex-start' }}
      />
      {change.reasons.length === 0 ? (
        <Typography variant="body2">{t.checksPassed}</Typography>
      ) : (
        change.reasons.map((reason) => (
          <Typography key={reason.code} variant="body2">
            {reason.message}
          </Typography>
        ))
      )}
    </Stack>
  );
}

function Result({ change }: { change: PriceChange }) {
  const why = change.error ?? (change.status === 'rejected' ? change.answer : null);
  return (
    <Stack spacing={0.5}>
      <Chip
        size="small"
        color={STATUS_COLORS[change.status]}
        label={PRICE_CHANGE_STATUS_TITLES[change.status]}
        sx={{ alignSelf: 'flex-start' }}
      />
      {why && <Typography variant="body2">{why}</Typography>}
    </Stack>
  );
}

/**
 * A run's changes: before → after, margin after, every guardrail's verdict and, once applied,
 * each change's result. The same view serves a rule, a table edit and an Excel upload.
 */
export function RunChangesTable({ run, overrides, onOverrideChange }: RunChangesTableProps) {
  const draft = run.run.status === 'draft';
  const canOverride = draft && onOverrideChange !== undefined;
  return (
    <TableContainer>
      <Table size="small" aria-label={t.changesTable}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.listing}</TableCell>
            <TableCell>{columns.kind}</TableCell>
            <TableCell align="right">{columns.before}</TableCell>
            <TableCell align="right">{columns.after}</TableCell>
            <TableCell align="right">{columns.marginAfter}</TableCell>
            <TableCell>{columns.checks}</TableCell>
            {canOverride && <TableCell>{columns.override}</TableCell>}
            {!draft && <TableCell>{columns.result}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {run.changes.map((change) => {
            const refused = change.verdict === 'refused';
            const overridden = draft ? (overrides?.has(change.id) ?? false) : change.override;
            return (
              <TableRow
                key={change.id}
                data-verdict={change.verdict}
                sx={refused ? { '& td': { color: 'text.disabled' } } : undefined}
              >
                <TableCell>
                  <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
                    {change.offerId}
                  </Typography>
                  <Typography variant="body2" component="div">
                    {change.name}
                  </Typography>
                  <Typography variant="caption" component="div">
                    {MARKETPLACES[change.marketplace].name}
                  </Typography>
                </TableCell>
                <TableCell>
                  {change.kind === 'price' ? t.kindPrice : t.kindStock(change.warehouseId ?? '')}
                </TableCell>
                <TableCell align="right">{valueText(change, 'before')}</TableCell>
                <TableCell align="right">{valueText(change, 'wanted')}</TableCell>
                <TableCell
                  align="right"
                  sx={
                    change.marginAfterPercent !== null && change.marginAfterPercent < 0 && !refused
                      ? { color: 'error.main' }
                      : undefined
                  }
                >
                  {change.kind === 'price' ? formatPercent(change.marginAfterPercent) : '—'}
                </TableCell>
                <TableCell>
                  <Checks change={change} />
                </TableCell>
                {canOverride && (
                  <TableCell>
                    {change.verdict === 'needs_override' && (
                      <Checkbox
                        checked={overridden}
                        onChange={(event) => onOverrideChange(change.id, event.target.checked)}
                        slotProps={{ input: { 'aria-label': t.overrideLabel(change.offerId) } }}
                      />
                    )}
                  </TableCell>
                )}
                {!draft && (
                  <TableCell>
                    <Result change={change} />
                    {change.verdict === 'needs_override' && overridden && (
                      <Typography variant="caption">{t.overridden}</Typography>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
