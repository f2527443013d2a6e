import { CATALOG_SEARCH_MAX_LENGTH } from '@marketpult/shared/contracts/catalog';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { catalogMessages as t } from './ru-messages';

interface Props {
  search: string;
  onSearch(value: string): void;
  /** The Excel export of the view on show (catalog-api.ts exportHref). */
  exportHref: string;
}

/**
 * The search and the catalog's two ways out (the Excel export, the product links). The drawn
 * page shows the same row before the app arrives (catalog-skeleton.tsx): the search's label is
 * the page's largest text, so it must be painted with the document, in the place the app keeps.
 */
export function CatalogToolbar({ search, onSearch, exportHref }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        type="search"
        label={t.search}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CATALOG_SEARCH_MAX_LENGTH } }}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" href={exportHref} download>
        {t.exportExcel}
      </Button>
      {/* The prod menu has no entry of its own for the product links: they start here. */}
      <Button component={RouterLink} to={paths.productsMatching.getHref()}>
        {paths.productsMatching.title}
      </Button>
    </Stack>
  );
}
