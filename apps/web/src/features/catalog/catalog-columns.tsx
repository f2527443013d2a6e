import type { CatalogProduct } from '@marketpult/shared/contracts/catalog';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { formatCount, formatPercent, formatRub } from '../../lib/ru-format';
import { MarketplaceMarks } from './marketplace-marks';
import { catalogMessages } from './ru-messages';

const titles = catalogMessages.columns;

/** A money column: formatted here rather than by the browser's locale. */
const money = (
  field: string,
  headerName: string,
  value: (row: CatalogProduct) => number | null,
): GridColDef<CatalogProduct> => ({
  field,
  headerName,
  type: 'number',
  width: 140,
  valueGetter: (_value, row) => value(row),
  valueFormatter: (amount: number | null) => formatRub(amount),
});

/** The catalog's columns; their `field` is the server's sort field where one sorts. */
export const CATALOG_COLUMNS: GridColDef<CatalogProduct>[] = [
  {
    field: 'article',
    headerName: titles.article,
    width: 150,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.catalogItem.getHref({ id: row.id })}>
        {row.article}
      </Link>
    ),
  },
  { field: 'name', headerName: titles.name, flex: 1, minWidth: 220 },
  { field: 'brand', headerName: titles.brand, width: 140 },
  {
    field: 'marketplaces',
    headerName: titles.marketplaces,
    width: 130,
    sortable: false,
    renderCell: ({ row }) => <MarketplaceMarks marketplaces={row.marketplaces} />,
  },
  {
    field: 'listingsCount',
    headerName: titles.listingsCount,
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => formatCount(value),
  },
  money('priceOzon', titles.priceOzon, (row) => row.prices.ozon),
  {
    ...money('buyerPriceOzon', titles.buyerPriceOzon, (row) => row.buyerPrices.ozon),
    width: 190,
    description: catalogMessages.buyerPriceHint,
  },
  money('priceWildberries', titles.priceWildberries, (row) => row.prices.wildberries),
  money('priceYandex', titles.priceYandex, (row) => row.prices.yandex),
  {
    field: 'stockTotal',
    headerName: titles.stockTotal,
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatCount(value),
  },
  money('costPrice', titles.costPrice, (row) => row.costPrice),
  {
    field: 'marginPercent',
    headerName: titles.marginPercent,
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => formatPercent(value),
    cellClassName: ({ value }) => (typeof value === 'number' && value < 0 ? 'loss' : ''),
  },
];
