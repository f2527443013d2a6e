import {
  PRODUCT_BRAND_MAX_LENGTH,
  type ProductCard,
} from '@marketpult/shared/contracts/product-card';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useAccountBrands } from '../../components/account-brands';
import { saveProductBrand } from './product-card-api';
import { productCardMessages } from './ru-messages';
import { SaveStatus, useSave } from './save-status';

const text = productCardMessages.brandForm;

interface BrandFormProps {
  card: ProductCard;
  /** The card the server answers with (a cleared brand comes back from the listings). */
  onSaved: (card: ProductCard) => void;
}

/**
 * The seller's own brand of the product, with the account's brands to pick from. Empty gives
 * the brand back to the marketplaces: the server fills it from the listings, where they have one.
 */
export function BrandForm({ card, onSaved }: BrandFormProps) {
  const brands = useAccountBrands();
  const listId = useId();
  const [value, setValue] = useState(card.product.brand ?? '');
  const { state: status, save, reset } = useSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return save(async () => {
      const saved = await saveProductBrand(card.product.id, { brand: value.trim() || null });
      setValue(saved.product.brand ?? '');
      onSaved(saved);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={text.title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="product-brand"
          label={text.label}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            reset();
          }}
          helperText={text.emptyHint}
          slotProps={{
            htmlInput: { maxLength: PRODUCT_BRAND_MAX_LENGTH, list: listId, autoComplete: 'off' },
          }}
          size="small"
          sx={{ minWidth: 260 }}
        />
        <datalist id={listId}>
          {brands.map((brand) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
        <Button type="submit" variant="outlined" disabled={status === 'saving'} sx={{ mt: 0.5 }}>
          {status === 'saving' ? text.saving : text.save}
        </Button>
      </Stack>
      <SaveStatus state={status} saved={text.saved} failed={text.failed} />
    </form>
  );
}
