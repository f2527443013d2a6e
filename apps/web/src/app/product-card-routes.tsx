import Button from '@mui/material/Button';
import { unlinkListing } from '../features/catalog/catalog-api';
import { ListingsTable } from '../features/catalog/listings-table';
import { catalogMessages } from '../features/catalog/ru-messages';
import {
  ProductCardScreen,
  type ListingsOverview,
} from '../features/product-card/product-card-screen';
import { Component as NotFoundScreen } from './not-found-screen';

const text = catalogMessages.product;

/** The catalog's table of the product's listings, with «Отвязать» (issue 16, product links). */
const listingsOverview: ListingsOverview = (listings, reload) => (
  <ListingsTable
    listings={listings}
    label={text.listings}
    actionTitle={text.unlink}
    action={(listing) => (
      <Button
        size="small"
        onClick={() => void unlinkListing(listing.id).then(reload)}
        aria-label={`${text.unlink}: ${listing.cabinetName}, ${listing.offerId}`}
      >
        {text.unlink}
      </Button>
    )}
  />
);

/**
 * /catalog/:id: the product card (features/product-card) with the catalog's listings table on
 * top, and the app's not-found screen for an unknown product.
 */
export function ProductCardRoute() {
  return <ProductCardScreen notFound={<NotFoundScreen />} listingsOverview={listingsOverview} />;
}
