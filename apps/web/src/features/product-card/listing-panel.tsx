import { MARKETPLACES } from '@marketpult/shared/constants/marketplaces';
import type { CardListing } from '@marketpult/shared/contracts/product-card';
import { BUYER_PRICE_MARKETPLACES } from '@marketpult/shared/contracts/catalog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { EconomicsBreakdown } from './economics-breakdown';
import { formatCount, formatPercent, formatRub } from './format';
import { ListingHistory } from './listing-history';
import { productCardMessages } from './ru-messages';

const text = productCardMessages.listings;

/** One listing of the product on one cabinet: prices, stock per warehouse, unit economics. */
export function ListingPanel({ listing, settings }: { listing: CardListing; settings: string }) {
  const marketplace = MARKETPLACES[listing.marketplace].name;
  const heading = `${marketplace} · ${listing.cabinetName} · ${listing.offerId}`;
  const feesNote =
    listing.feesSource === 'marketplace'
      ? productCardMessages.economics.reported(
          productCardMessages.economics.reportedBy[listing.marketplace],
          settings,
        )
      : productCardMessages.economics.estimate(settings);
  const headingId = `listing-${listing.id}`;
  const facts: [string, string][] = [
    [text.price, formatRub(listing.price)],
    ...(BUYER_PRICE_MARKETPLACES.some((key) => key === listing.marketplace)
      ? [[text.buyerPrice, formatRub(listing.buyerPrice)] as [string, string]]
      : []),
    [text.oldPrice, formatRub(listing.oldPrice)],
    [text.discount, formatPercent(listing.discountPercent)],
    [text.marketplaceMinPrice, formatRub(listing.marketplaceMinPrice)],
    [text.stock, text.pieces(formatCount(listing.stock))],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h3" id={headingId} gutterBottom>
        {heading}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        {text.warehouses}
      </Typography>
      {listing.warehouses.length === 0 ? (
        <Typography color="text.secondary">{text.noWarehouses}</Typography>
      ) : (
        <Table size="small" aria-label={`${text.warehouses}: ${listing.offerId}`}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {text.warehouse}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {text.amount}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {listing.warehouses.map((warehouse) => (
              <TableRow key={warehouse.id}>
                <TableCell component="th" scope="row">
                  {warehouse.name}
                </TableCell>
                <TableCell align="right">{formatCount(warehouse.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        {productCardMessages.economics.title}
      </Typography>
      {listing.economics === null ? (
        <Alert severity="info">{productCardMessages.economics.noPrice}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {feesNote}{' '}
            <Link component={RouterLink} to={paths.profile.getHref()}>
              {productCardMessages.economics.settingsLink}
            </Link>
          </Typography>
          <EconomicsBreakdown
            economics={listing.economics}
            caption={`${productCardMessages.economics.title}: ${heading}`}
          />
        </>
      )}
      <ListingHistory listing={listing} label={heading} />
    </Paper>
  );
}
