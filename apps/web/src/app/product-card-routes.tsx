import type { CatalogListing } from '@marketpult/shared/contracts/catalog';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { unlinkListing } from '../features/catalog/catalog-api';
import { ListingsTable } from '../features/catalog/listings-table';
import { catalogMessages } from '../features/catalog/ru-messages';
import {
  ProductCardScreen,
  type ListingsOverview,
} from '../features/product-card/product-card-screen';
import { serverErrorOf } from '../lib/http';
import { Component as NotFoundScreen } from './not-found-screen';

const text = catalogMessages.product;

/** The server's own Russian refusal when it sent one, else ours. */
const unlinkErrorMessage = (error: unknown): string =>
  serverErrorOf(error)?.message.trim() || text.unlinkFailed;

/**
 * The catalog's table of the product's listings, with «Отвязать» (issue 16, product links). A
 * refusal stays on show above the table; a success reloads the card, which no longer lists it.
 */
function UnlinkableListings({
  listings,
  reload,
}: {
  listings: readonly CatalogListing[];
  reload: () => void;
}) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unlink = (listing: CatalogListing) => {
    setBusyId(listing.id);
    setError(null);
    unlinkListing(listing.id).then(reload, (failure: unknown) => {
      setError(unlinkErrorMessage(failure));
      setBusyId(null);
    });
  };
  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <ListingsTable
        listings={listings}
        label={text.listings}
        actionTitle={text.unlink}
        action={(listing) => (
          <Button
            size="small"
            disabled={busyId !== null}
            onClick={() => unlink(listing)}
            aria-label={`${text.unlink}: ${listing.cabinetName}, ${listing.offerId}`}
          >
            {text.unlink}
          </Button>
        )}
      />
    </>
  );
}

const listingsOverview: ListingsOverview = (listings, reload) => (
  <UnlinkableListings listings={listings} reload={reload} />
);

/**
 * /catalog/:id: the product card (features/product-card) with the catalog's listings table on
 * top, and the app's not-found screen for an unknown product.
 */
export function ProductCardRoute() {
  return <ProductCardScreen notFound={<NotFoundScreen />} listingsOverview={listingsOverview} />;
}
