import type { CostRulePreviewResponse } from '@marketpult/shared/contracts/cost-rule';
import type { PriceRunResponse } from '@marketpult/shared/contracts/prices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { RULES_OF, buildRequest, type RuleKind, type What } from './change-request';
import { CostRuleDialog } from './cost-rule-dialog';
import { excelMessages as costText } from './excel/ru-messages';
import { previewCostRule } from './cost-rule-api';
import type { ListingSelection } from './listings-picker';
import { createDryRun } from './management-api';
import { failureText, managementMessages as t } from './ru-messages';

const WHAT_LABELS: ReadonlyArray<[What, string]> = [
  ['price', t.whatPrice],
  ['oldPrice', t.whatOldPrice],
  ['minPrice', t.whatMinPrice],
  ['stock', t.whatStock],
  ['costPrice', t.whatCostPrice],
];

type RuledWhat = Exclude<What, 'stock'>;

function ruleLabel(what: RuledWhat, rule: RuleKind): string {
  if (rule === 'set') return t.ruleSetOf[what];
  if (rule === 'percent') return t.rulePercent;
  if (rule === 'rub') return t.ruleRub;
  return rule === 'discount' ? t.ruleDiscount : t.ruleClear;
}

function valueLabel(what: What, rule: RuleKind): string {
  if (what === 'stock') return t.valueStock;
  if (rule === 'set') return t.valueSetOf[what];
  if (rule === 'percent') return t.valuePercent;
  return rule === 'discount' ? t.valueDiscount : t.valueRub;
}

interface Props {
  selection: ListingSelection;
  /** The dry run made: the screen shows its diff. */
  onDryRun(run: PriceRunResponse, note: string | undefined): void;
  /** Cost prices saved: the grid reloads its cost and margin columns. */
  onCostsSaved?(saved: number): void;
}

/**
 * Step 2: what to change (price, old price, minimum price, stock or cost price) and how
 * (установить / ±% / ±₽, for the old price also a discount or clearing it), then «Проверить»:
 * a price target makes a dry run, the cost price a preview to confirm.
 */
export function ChangeForm({ selection, onDryRun, onCostsSaved }: Props) {
  const [what, setWhat] = useState<What>('price');
  const [rule, setRule] = useState<RuleKind>('set');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [costPreview, setCostPreview] = useState<CostRulePreviewResponse | null>(null);
  const [saved, setSaved] = useState('');
  const hintId = useId();
  const errorId = useId();

  const choose = (next: What) => {
    setWhat(next);
    // A rule the new target does not offer (a discount for the cost…) falls back to «Установить».
    if (next === 'stock' || !RULES_OF[next].includes(rule)) setRule('set');
    setError('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildRequest(selection, what, rule, text);
    if ('error' in built) return setError(built.error);
    setError('');
    setSaved('');
    setBusy(true);
    const call =
      'costRequest' in built
        ? previewCostRule(built.costRequest).then(setCostPreview)
        : createDryRun(built.request).then((run) => onDryRun(run, built.note));
    call
      .catch((failure: unknown) => setError(failureText(failure, t.loadFailed)))
      .finally(() => setBusy(false));
  };

  const needsValue = !(what === 'oldPrice' && rule === 'clear');
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="h6" component="h2">
        {t.changeStep}
      </Typography>
      <div>
        <RadioGroup
          row
          aria-label={t.what}
          aria-describedby={hintId}
          value={what}
          onChange={(event) => choose(event.target.value as What)}
        >
          {WHAT_LABELS.map(([value, label]) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
          ))}
        </RadioGroup>
        <FormHelperText id={hintId}>{t.hintOf[what]}</FormHelperText>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {what !== 'stock' && (
          <TextField
            select
            label={t.ruleOf[what]}
            value={rule}
            onChange={(event) => setRule(event.target.value as RuleKind)}
            sx={{ minWidth: 260 }}
          >
            {RULES_OF[what].map((kind) => (
              <MenuItem key={kind} value={kind}>
                {ruleLabel(what, kind)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {needsValue && (
          <TextField
            label={valueLabel(what, rule)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error !== ''}
            slotProps={{
              htmlInput: {
                inputMode: 'decimal',
                maxLength: 20,
                ...(error ? { 'aria-describedby': errorId } : {}),
              },
            }}
            sx={{ minWidth: 280 }}
          />
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'center' }}>
          {busy ? t.checking : t.check}
        </Button>
      </Stack>
      {error && (
        <Alert id={errorId} severity="error">
          {error}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status">
          {saved}
        </Alert>
      )}
      <CostRuleDialog
        preview={costPreview}
        onClose={() => setCostPreview(null)}
        onSaved={(count) => {
          setCostPreview(null);
          setSaved(costText.costsSaved(count));
          onCostsSaved?.(count);
        }}
      />
    </Stack>
  );
}
