import {
  MAX_PRODUCT_MONEY,
  type ProductCard,
  type ProductCostsRequest,
} from '@marketpult/shared/contracts/product-card';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { moneyInput, parseMoneyInput } from './format';
import { saveProductCosts } from './product-card-api';
import { productCardMessages } from './ru-messages';
import { SaveStatus, useSave } from './save-status';

const text = productCardMessages.costs;
const FIELDS = ['costPrice', 'rrp', 'minPrice'] as const;
type Field = (typeof FIELDS)[number];

interface CostsFormProps {
  card: ProductCard;
  /** The recalculated card the server answers with. */
  onSaved: (card: ProductCard) => void;
}

/** Cost price, RRP and minimum price: typed as the seller writes roubles, saved together. */
export function CostsForm({ card, onSaved }: CostsFormProps) {
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    costPrice: moneyInput(card.product.costPrice),
    rrp: moneyInput(card.product.rrp),
    minPrice: moneyInput(card.product.minPrice),
  }));
  const [submitted, setSubmitted] = useState(false);
  const { state: status, save, reset } = useSave();
  const parsed = Object.fromEntries(
    FIELDS.map((field) => [field, parseMoneyInput(values[field], MAX_PRODUCT_MONEY)]),
  ) as Record<Field, number | null | undefined>;
  const invalid = FIELDS.filter((field) => parsed[field] === undefined);
  const minAboveRrp = parsed.minPrice != null && parsed.rrp != null && parsed.minPrice > parsed.rrp;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid.length > 0) return;
    const request = parsed as ProductCostsRequest;
    await save(async () => onSaved(await saveProductCosts(card.product.id, request)));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={text.title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {FIELDS.map((field) => {
          const error = submitted && parsed[field] === undefined;
          return (
            <TextField
              key={field}
              id={`product-${field}`}
              label={text[field]}
              value={values[field]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [field]: event.target.value }));
                reset();
              }}
              error={error}
              helperText={error ? text.invalid : text.emptyHint}
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              size="small"
            />
          );
        })}
        <Button type="submit" variant="contained" disabled={status === 'saving'} sx={{ mt: 0.5 }}>
          {status === 'saving' ? text.saving : text.save}
        </Button>
      </Stack>
      {minAboveRrp && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {text.minAboveRrp}
        </Alert>
      )}
      <SaveStatus state={status} saved={text.saved} failed={text.failed} />
    </form>
  );
}
