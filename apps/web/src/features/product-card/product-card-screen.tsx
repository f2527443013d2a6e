import {
  PRODUCT_CHARTS,
  type CardListing,
  type ProductCard,
} from '@marketpult/shared/contracts/product-card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { productListingsHref } from '../../lib/product-listings-link';
import { BrandForm } from './brand-form';
import { CostsForm } from './costs-form';
import { ListingPanel } from './listing-panel';
import { fetchProductCard, isNotFound } from './product-card-api';
import { productCardMessages as text } from './ru-messages';
import { settingsSummary } from './settings-summary';
import { useLoaded } from '../../lib/use-loaded';
import { LoadFailed } from '../../components/load-failed';

/**
 * The overview of the listings with their actions (the catalog's table with «Отвязать»): the
 * app layer passes it in, since one feature does not import another. `reload` after a change.
 */
export type ListingsOverview = (listings: readonly CardListing[], reload: () => void) => ReactNode;

interface ProductCardScreenProps {
  notFound: ReactNode;
  listingsOverview?: ListingsOverview;
}

/**
 * /catalog/:id. The server judges the id: a malformed one (400) or another account's product
 * (404) shows the not-found screen, so the frame and title show while it answers.
 */
export function ProductCardScreen({ notFound, listingsOverview }: ProductCardScreenProps) {
  const { id = '' } = useParams();
  return <LoadedCard key={id} id={id} notFound={notFound} listingsOverview={listingsOverview} />;
}

function LoadedCard({ id, notFound, listingsOverview }: ProductCardScreenProps & { id: string }) {
  const load = useCallback((signal: AbortSignal) => fetchProductCard(id, { signal }), [id]);
  const { state, reload, replace } = useLoaded(load);
  if (state.status === 'failed' && isNotFound(state.error)) return notFound;
  const product = state.status === 'ready' ? state.data.product : undefined;
  return (
    <PageFrame title={product ? `${product.article} — ${product.name}` : paths.catalogItem.title}>
      <Link component={RouterLink} to={paths.catalog.getHref()}>
        {text.back}
      </Link>
      {state.status === 'loading' && <LinearProgress aria-label={text.loading} sx={{ mt: 2 }} />}
      {state.status === 'failed' && (
        <LoadFailed message={text.failed} retryLabel={text.retry} onRetry={reload} sx={{ mt: 2 }} />
      )}
      {state.status === 'ready' && (
        <CardBody
          card={state.data}
          onSaved={replace}
          overview={listingsOverview?.(state.data.listings, reload)}
        />
      )}
    </PageFrame>
  );
}

interface CardBodyProps {
  card: ProductCard;
  onSaved: (card: ProductCard) => void;
  overview: ReactNode;
}

function CardBody({ card, onSaved, overview }: CardBodyProps) {
  const { product, settings } = card;
  const settingsText = settingsSummary(settings);
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {text.article}: {product.article}
        {product.brand ? ` · ${text.brand}: ${product.brand}` : ''}
        {product.barcodes.length > 0 ? ` · ${text.barcodes}: ${product.barcodes.join(', ')}` : ''}
      </Typography>
      <nav aria-label={text.charts.link}>
        <Stack direction="row" spacing={2} sx={{ my: 2 }}>
          {PRODUCT_CHARTS.map((chart) => (
            <Link
              key={chart}
              component={RouterLink}
              to={paths.catalogItemChart.getHref({ id: product.id, chart })}
            >
              {`${text.charts.link}: ${text.charts.titles[chart].toLowerCase()}`}
            </Link>
          ))}
        </Stack>
      </nav>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="costs-title"
        sx={{ p: 2, mb: 3 }}
      >
        <Typography variant="h6" component="h2" id="costs-title" gutterBottom>
          {text.costs.title}
        </Typography>
        <CostsForm card={card} onSaved={onSaved} />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
          {text.brandForm.title}
        </Typography>
        <BrandForm card={card} onSaved={onSaved} />
      </Paper>
      <Typography variant="h6" component="h2" gutterBottom>
        {text.listings.title}
      </Typography>
      {card.listings.length === 0 && <Typography>{text.listings.none}</Typography>}
      {card.listings.length > 0 && (
        <Typography sx={{ mb: 2 }}>
          <Link component={RouterLink} to={productListingsHref(product.id)}>
            {text.listings.change}
          </Link>
        </Typography>
      )}
      {card.listings.length > 0 && overview}
      {card.listings.map((listing) => (
        <ListingPanel key={listing.id} listing={listing} settings={settingsText} />
      ))}
    </>
  );
}
