import { VAT_RATES } from '@marketpult/shared/contracts/economics-settings';
import {
  TAX_REGIME_LABELS,
  TAX_REGIMES,
  VAT_FREE_TAX_REGIMES,
  type TaxRegime,
} from '@marketpult/shared/economics/index';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { PageSection } from '../../components/page-section';
import { serverErrorOf } from '../../lib/http';
import { useLoaded } from '../../lib/use-loaded';
import { economicsSettingsMessages as text } from './ru-messages';
import { fetchEconomicsSettings, saveEconomicsSettings } from './settings-api';
import {
  draftOf,
  requestOf,
  withRegime,
  type DraftErrors,
  type SettingsDraft,
} from './settings-form-values';

/**
 * The seller's tax regime, VAT and other costs (issue 16, the unit-economics engine's
 * settings): a section of the profile page. Saving recomputes every product's margin.
 */
export function EconomicsSettingsSection() {
  const load = useCallback((signal: AbortSignal) => fetchEconomicsSettings({ signal }), []);
  const { state, reload } = useLoaded(load);
  return (
    <PageSection heading={text.heading}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text.intro}
      </Typography>
      {state.status === 'loading' && <LinearProgress aria-label={text.loading} />}
      {state.status === 'failed' && (
        <LoadFailed message={text.loadFailed} retryLabel={text.retry} onRetry={reload} />
      )}
      {state.status === 'ready' && (
        <SettingsForm initial={draftOf(state.data.settings)} isDefault={state.data.isDefault} />
      )}
    </PageSection>
  );
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

function SettingsForm({ initial, isDefault }: { initial: SettingsDraft; isDefault: boolean }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [defaults, setDefaults] = useState(isDefault);
  const vatFree = VAT_FREE_TAX_REGIMES.has(draft.taxRegime);

  const change = (next: SettingsDraft) => {
    setDraft(next);
    setOutcome(null);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = requestOf(draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    setOutcome(null);
    saveEconomicsSettings(parsed.request).then(
      (answer) => {
        setDraft(draftOf(answer.settings));
        setDefaults(answer.isDefault);
        setOutcome({ kind: 'saved' });
        setBusy(false);
      },
      (failure: unknown) => {
        setOutcome({ kind: 'failed', message: serverErrorOf(failure)?.message || text.failed });
        setBusy(false);
      },
    );
  };
  const numberField = (name: keyof DraftErrors, label: string, error: string, hint?: string) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(event) => change({ ...draft, [name]: event.target.value })}
      error={errors[name] === true}
      helperText={errors[name] ? error : hint}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12, readOnly: busy } }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {defaults && (
        <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {text.defaults}
        </Typography>
      )}
      <TextField
        select
        label={text.taxRegime}
        value={draft.taxRegime}
        onChange={(event) => change(withRegime(draft, event.target.value as TaxRegime))}
        disabled={busy}
      >
        {TAX_REGIMES.map((regime) => (
          <MenuItem key={regime} value={regime}>
            {TAX_REGIME_LABELS[regime]}
          </MenuItem>
        ))}
      </TextField>
      {numberField('taxPercent', text.taxPercent, text.invalidPercent)}
      <TextField
        select
        label={text.vatPercent}
        value={vatFree ? 0 : draft.vatPercent}
        onChange={(event) => change({ ...draft, vatPercent: Number(event.target.value) })}
        disabled={busy || vatFree}
        helperText={vatFree ? text.vatFree : undefined}
      >
        {VAT_RATES.map((rate) => (
          <MenuItem key={rate} value={rate}>
            {rate === 0 ? text.noVat : `${rate} %`}
          </MenuItem>
        ))}
      </TextField>
      {numberField('otherCostsRub', text.otherCostsRub, text.invalidRub, text.otherCostsRubHint)}
      {numberField(
        'otherCostsPercent',
        text.otherCostsPercent,
        text.invalidPercent,
        text.otherCostsPercentHint,
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        {busy && <LinearProgress aria-label={text.saving} sx={{ mb: 2 }} />}
        <Button type="submit" variant="contained" disabled={busy}>
          {text.save}
        </Button>
        {outcome?.kind === 'saved' && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {text.saved}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {outcome.message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
