import type {
  CheckCabinetResponse,
  ConnectedMarketplaceKey,
} from '@marketpult/shared/contracts/cabinets';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { formatDate } from './cabinet-format';
import { FactList } from './fact-list';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.add;

type ShopChoice = CheckCabinetResponse['shops'][number];

export const shopTitle = (shop: ShopChoice) => `${shop.name} (ID ${shop.externalId})`;

interface CheckResultProps {
  marketplace: ConnectedMarketplaceKey;
  result: CheckCabinetResponse;
  chosen: string | null;
  onChoose: (externalId: string) => void;
  disabled: boolean;
}

/** Yandex Market: one key sees several campaigns; the seller picks the shop to connect. */
function ShopRadios({ result, chosen, onChoose, disabled }: Omit<CheckResultProps, 'marketplace'>) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ mt: 2 }} disabled={disabled}>
      <FormLabel id={labelId} component="legend">
        {text.chooseShop}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="shopExternalId"
        value={chosen ?? ''}
        onChange={(event) => onChoose(event.target.value)}
      >
        {result.shops.map((shop) => (
          <FormControlLabel
            key={shop.externalId}
            value={shop.externalId}
            control={<Radio />}
            disabled={shop.alreadyAdded}
            label={
              shop.alreadyAdded ? `${shopTitle(shop)} — ${text.alreadyAdded}` : shopTitle(shop)
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** What the live check found: the shop (or the shops to choose from), the key's access, expiry. */
export function CheckResult({ marketplace, result, chosen, onChoose, disabled }: CheckResultProps) {
  const [onlyShop] = result.shops;
  const available = result.shops.filter((shop) => !shop.alreadyAdded);
  return (
    <Alert severity={available.length > 0 ? 'success' : 'warning'} role="status" sx={{ mt: 2 }}>
      <strong>{text.found}</strong>
      <FactList
        sx={{ mt: 1 }}
        facts={[
          marketplace !== 'yandex' &&
            onlyShop && [
              text.shopLabel,
              onlyShop.alreadyAdded
                ? `${shopTitle(onlyShop)} — ${text.alreadyAdded}`
                : shopTitle(onlyShop),
            ],
          [text.scopes, result.scopes.length > 0 ? result.scopes.join(', ') : '—'],
          [text.expires, result.expiresAt ? formatDate(result.expiresAt) : text.noExpiry],
        ]}
      />
      {marketplace === 'yandex' && result.shops.length > 0 && (
        <ShopRadios result={result} chosen={chosen} onChoose={onChoose} disabled={disabled} />
      )}
      {result.shops.length === 0 && <p>{text.noShops}</p>}
      {result.shops.length > 0 && available.length === 0 && <p>{text.allAdded}</p>}
    </Alert>
  );
}
