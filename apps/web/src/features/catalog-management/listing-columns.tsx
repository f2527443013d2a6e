import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import type { ManagedListing } from '@marketpult/shared/contracts/catalog-listings';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCount, formatPercent, formatRub } from '../../lib/ru-format';
import { managementMessages } from './ru-messages';

const titles = managementMessages.columns;

const money = (field: keyof ManagedListing, headerName: string, sortable = false) =>
  ({
    field,
    headerName,
    type: 'number',
    width: 120,
    sortable,
    valueFormatter: (amount: number | null) => formatRub(amount),
  }) satisfies GridColDef<ManagedListing>;

/** The listings' columns; `field` is the server's sort field where one sorts. */
export const LISTING_COLUMNS: GridColDef<ManagedListing>[] = [
  { field: 'offerId', headerName: titles.offerId, width: 140 },
  { field: 'name', headerName: titles.name, flex: 1, minWidth: 200 },
  {
    field: 'marketplace',
    headerName: titles.marketplace,
    width: 140,
    valueFormatter: (key: ManagedListing['marketplace']) => MARKETPLACES[key].name,
  },
  { field: 'cabinetName', headerName: titles.cabinet, width: 160, sortable: false },
  money('price', titles.price, true),
  money('oldPrice', titles.oldPrice),
  money('minPrice', titles.minPrice),
  {
    field: 'stockTotal',
    headerName: titles.stockTotal,
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => formatCount(value),
  },
  money('costPrice', titles.costPrice),
  {
    field: 'marginPercent',
    headerName: titles.marginPercent,
    type: 'number',
    width: 100,
    sortable: false,
    valueFormatter: (value: number | null) => formatPercent(value),
    cellClassName: ({ value }) => (typeof value === 'number' && value < 0 ? 'loss' : ''),
  },
];
