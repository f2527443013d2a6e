import { zodResolver } from '@hookform/resolvers/zod';
import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import {
  CABINET_NAME_MAX_LENGTH,
  type CheckCabinetResponse,
  type ConnectedMarketplaceKey,
  type CreateCabinetRequest,
} from '@marketpult/shared/contracts/cabinets';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ControlledTextField } from '../../components/controlled-text-field';
import { checkCabinet, cabinetErrorMessage, createCabinet } from './cabinets-api';
import { CheckResult } from './check-result';
import { CredentialFields } from './credential-fields';
import {
  cabinetAddFormSchema,
  CREDENTIAL_FIELDS,
  EMPTY_CREDENTIALS,
  toCredentials,
  type CabinetAddValues,
} from './credentials-form';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.add;

type Phase = 'editing' | 'checking' | 'connecting';

type ShopChoice = CheckCabinetResponse['shops'][number];

interface Checked {
  /** The credentials as they were checked; any edit of them makes the check stale. */
  fingerprint: string;
  result: CheckCabinetResponse;
}

/** The shop to preselect: the only one a key can see, or the only one not yet added. */
function preselectedShop(result: CheckCabinetResponse): string | null {
  const available = result.shops.filter((shop) => !shop.alreadyAdded);
  return available.length === 1 ? (available[0]?.externalId ?? null) : null;
}

interface CabinetAddFormProps {
  marketplace: ConnectedMarketplaceKey;
  /** Called with the new cabinet's id. */
  onCreated: (id: string) => void;
}

/**
 * The key fields of one marketplace and the cabinet's name. «Проверить» asks the marketplace
 * through the server and shows what the key sees; «Подключить» saves (the server checks again).
 */
export function CabinetAddForm({ marketplace, onCreated }: CabinetAddFormProps) {
  const schema = useMemo(() => cabinetAddFormSchema(marketplace), [marketplace]);
  const marketplaceName = MARKETPLACES[marketplace].name;
  const { control, handleSubmit, trigger, getValues, setValue } = useForm<CabinetAddValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY_CREDENTIALS, name: marketplaceName },
  });
  const [phase, setPhase] = useState<Phase>('editing');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [chosenShop, setChosenShop] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const credentialNames = CREDENTIAL_FIELDS[marketplace].map((field) => field.name);
  const watched = useWatch({ control, name: credentialNames });
  const fingerprint = JSON.stringify(watched.map((value) => value.trim()));
  const current = checked?.fingerprint === fingerprint ? checked : null;
  const busy = phase !== 'editing';

  // The name follows the chosen shop for as long as the seller has not written one of their own.
  const suggestedName = useRef(marketplaceName);
  const suggestName = (shop: ShopChoice | undefined) => {
    if (!shop || getValues('name') !== suggestedName.current) return;
    suggestedName.current = `${marketplaceName} — ${shop.name}`.slice(0, CABINET_NAME_MAX_LENGTH);
    setValue('name', suggestedName.current, { shouldValidate: true });
  };

  const chooseShop = (externalId: string) => {
    setChosenShop(externalId);
    suggestName(current?.result.shops.find((entry) => entry.externalId === externalId));
  };

  const runCheck = async () => {
    setFailure(null);
    if (!(await trigger(credentialNames, { shouldFocus: true }))) return;
    setPhase('checking');
    try {
      const result = await checkCabinet(toCredentials(marketplace, getValues()));
      setChecked({ fingerprint, result });
      const shop = preselectedShop(result);
      setChosenShop(shop);
      suggestName(result.shops.find((entry) => entry.externalId === shop));
    } catch (error) {
      setChecked(null);
      setFailure(cabinetErrorMessage(error));
    } finally {
      setPhase('editing');
    }
  };

  const chosen = current?.result.shops.find((shop) => shop.externalId === chosenShop);
  const canConnect = Boolean(current && chosen && !chosen.alreadyAdded);

  const connect = handleSubmit(async (values) => {
    if (!canConnect || !chosen) return;
    setFailure(null);
    setPhase('connecting');
    const request: CreateCabinetRequest = {
      name: values.name,
      credentials: toCredentials(marketplace, values),
      ...(marketplace === 'yandex' ? { shopExternalId: chosen.externalId } : {}),
    };
    try {
      onCreated(await createCabinet(request));
    } catch (error) {
      setFailure(cabinetErrorMessage(error));
      setPhase('editing');
    }
  });

  // The form's submit checks the key first, and connects once the check has found the shop.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (current) {
      void connect(event);
      return;
    }
    event.preventDefault();
    if (!busy) void runCheck();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640 }}>
      <CredentialFields marketplace={marketplace} control={control} readOnly={busy} />
      <ControlledTextField
        name="name"
        control={control}
        label={text.nameLabel}
        required
        readOnly={busy}
        maxLength={CABINET_NAME_MAX_LENGTH}
        autoComplete="off"
      />
      <Typography variant="caption" color="text.secondary">
        {text.nameHint}
      </Typography>
      {phase !== 'editing' && (
        <LinearProgress
          aria-label={phase === 'checking' ? text.checking : text.connecting}
          sx={{ mt: 2 }}
        />
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {current && (
        <CheckResult
          marketplace={marketplace}
          result={current.result}
          chosen={chosenShop}
          onChoose={chooseShop}
          disabled={busy}
        />
      )}
      {!current && !failure && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {text.checkFirst}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        {/* Until the key is checked «Проверить» is the form's default button (Enter in a field). */}
        <Button
          type={current ? 'button' : 'submit'}
          variant={current ? 'outlined' : 'contained'}
          onClick={current ? () => void runCheck() : undefined}
          disabled={busy}
        >
          {text.check}
        </Button>
        <Button type="submit" variant="contained" disabled={!canConnect || busy}>
          {text.connect}
        </Button>
      </Stack>
    </Box>
  );
}
