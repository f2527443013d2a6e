import type { CatalogListing } from '@marketpult/shared/contracts/catalog';
import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCount, formatRub } from '../../lib/ru-format';
import { catalogMessages as t } from './ru-messages';

interface Props {
  listings: readonly CatalogListing[];
  label: string;
  /** One action per row (link, unlink), in a last column. */
  action?: (listing: CatalogListing) => ReactNode;
  actionTitle?: string;
}

/** Listings with their cabinet, article, barcodes, price and stock. */
export function ListingsTable({ listings, label, action, actionTitle }: Props) {
  if (listings.length === 0) return <Typography>{t.noResults}</Typography>;
  const c = t.product;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{c.cabinet}</TableCell>
            <TableCell>{c.offerId}</TableCell>
            <TableCell>{t.columns.name}</TableCell>
            <TableCell>{c.barcodes}</TableCell>
            <TableCell align="right">{c.price}</TableCell>
            <TableCell align="right">{c.stock}</TableCell>
            <TableCell>{c.link}</TableCell>
            {action && <TableCell>{actionTitle}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {listings.map((listing) => (
            <TableRow key={listing.id}>
              <TableCell>
                {MARKETPLACES[listing.marketplace].name} · {listing.cabinetName}
              </TableCell>
              <TableCell>{listing.offerId}</TableCell>
              <TableCell>{listing.name}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{listing.barcodes.join(', ')}</TableCell>
              <TableCell align="right">{formatRub(listing.price)}</TableCell>
              <TableCell align="right">{formatCount(listing.stock)}</TableCell>
              <TableCell>{listing.linkSource ? t.linkSources[listing.linkSource] : '—'}</TableCell>
              {action && <TableCell>{action(listing)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
