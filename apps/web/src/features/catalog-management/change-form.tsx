import type { CreatePriceRunRequest, PriceRunResponse } from '@marketpult/shared/contracts/prices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { parseNumber } from './parse-number';
import type { ListingSelection } from './listings-picker';
import { createDryRun } from './management-api';
import { failureText, managementMessages as t } from './ru-messages';

type What = 'price' | 'stock';
type RuleKind = 'set' | 'percent' | 'rub';

const VALUE_LABELS: Record<RuleKind, string> = {
  set: t.valueSet,
  percent: t.valuePercent,
  rub: t.valueRub,
};

/** The request for the form's values, or the Russian reason it cannot be made. */
export function buildRequest(
  selection: ListingSelection,
  what: What,
  rule: RuleKind,
  text: string,
): { request: CreatePriceRunRequest; note?: string } | { error: string } {
  if (selection.size === 0) return { error: t.nothingSelected };
  const value = parseNumber(text);
  if (Number.isNaN(value)) return { error: t.enterNumber };
  if (what === 'stock') {
    if (!Number.isInteger(value) || value < 0 || value > 100_000) return { error: t.stockRange };
    const withWarehouses = [...selection].filter(([, warehouses]) => warehouses.length > 0);
    if (withWarehouses.length === 0) return { error: t.noWarehouses };
    const skipped = selection.size - withWarehouses.length;
    return {
      request: {
        mode: 'explicit',
        source: 'bulk',
        changes: withWarehouses.map(([listingId, warehouses]) => ({
          listingId,
          stocks: warehouses.map((warehouseId) => ({ warehouseId, amount: value })),
        })),
      },
      ...(skipped > 0 ? { note: t.someWithoutWarehouses(skipped) } : {}),
    };
  }
  if (rule === 'set' && value <= 0) return { error: t.priceAboveZero };
  if (rule === 'percent' && (value <= -100 || value > 1000)) return { error: t.percentRange };
  return {
    request: {
      mode: 'rule',
      source: 'bulk',
      listingIds: [...selection.keys()],
      rule: { kind: rule, value },
    },
  };
}

interface Props {
  selection: ListingSelection;
  /** The dry run made: the screen shows its diff. */
  onDryRun(run: PriceRunResponse, note: string | undefined): void;
}

/** Step 2: a price rule (установить / ±% / ±₽) or a stock for every warehouse, then «Проверить». */
export function ChangeForm({ selection, onDryRun }: Props) {
  const [what, setWhat] = useState<What>('price');
  const [rule, setRule] = useState<RuleKind>('set');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildRequest(selection, what, rule, text);
    if ('error' in built) return setError(built.error);
    setError('');
    setBusy(true);
    createDryRun(built.request)
      .then((run) => onDryRun(run, built.note))
      .catch((failure: unknown) => setError(failureText(failure, t.loadFailed)))
      .finally(() => setBusy(false));
  };

  const label = what === 'stock' ? t.valueStock : VALUE_LABELS[rule];
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="h6" component="h2">
        {t.changeStep}
      </Typography>
      <RadioGroup
        row
        aria-label={t.what}
        value={what}
        onChange={(event) => setWhat(event.target.value as What)}
      >
        <FormControlLabel value="price" control={<Radio />} label={t.whatPrice} />
        <FormControlLabel value="stock" control={<Radio />} label={t.whatStock} />
      </RadioGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {what === 'price' && (
          <TextField
            select
            label={t.rule}
            value={rule}
            onChange={(event) => setRule(event.target.value as RuleKind)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="set">{t.ruleSet}</MenuItem>
            <MenuItem value="percent">{t.rulePercent}</MenuItem>
            <MenuItem value="rub">{t.ruleRub}</MenuItem>
          </TextField>
        )}
        <TextField
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== ''}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
          sx={{ minWidth: 280 }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'center' }}>
          {busy ? t.checking : t.check}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
