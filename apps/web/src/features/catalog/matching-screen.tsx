import {
  UNLINKED_PAGE_SIZE,
  type CatalogListing,
  type ConflictsResponse,
  type UnlinkedPage,
} from '@marketpult/shared/contracts/catalog';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { fetchConflicts, fetchUnlinked } from './catalog-api';
import { formatCount } from '../../lib/ru-format';
import { LinkDialog } from './link-dialog';
import { ListingsTable } from './listings-table';
import { catalogMessages as t } from './ru-messages';

const m = t.matching;

function Unlinked() {
  const [page, setPage] = useState(0);
  const [data, setData] = useState<UnlinkedPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [picking, setPicking] = useState<CatalogListing | null>(null);
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState('');
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchUnlinked(page, { signal: controller.signal })
      .then(setData)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [page, generation]);

  if (failed) return <Alert severity="error">{t.loadFailed}</Alert>;
  if (!data) return null;
  const pages = Math.ceil(data.total / UNLINKED_PAGE_SIZE);
  return (
    <Stack spacing={2}>
      <div role="status">{notice}</div>
      <Typography>
        {m.unlinkedTab}: {formatCount(data.total)}
      </Typography>
      <ListingsTable
        listings={data.items}
        label={m.unlinkedTab}
        actionTitle={m.link}
        action={(listing) => (
          <Button
            size="small"
            onClick={() => setPicking(listing)}
            aria-label={`${m.link}: ${listing.cabinetName}, ${listing.offerId}`}
          >
            {m.link}
          </Button>
        )}
      />
      {pages > 1 && (
        <Pagination count={pages} page={page + 1} onChange={(_event, next) => setPage(next - 1)} />
      )}
      {picking && (
        <LinkDialog
          listing={picking}
          onClose={() => setPicking(null)}
          onLinked={() => {
            setPicking(null);
            setNotice(m.linked);
            reload();
          }}
        />
      )}
    </Stack>
  );
}

function ProductLink({ id, article, name }: { id: string; article: string; name: string }) {
  return (
    <Link component={RouterLink} to={paths.catalogItem.getHref({ id })}>
      {article} — {name}
    </Link>
  );
}

function Conflicts() {
  const [data, setData] = useState<ConflictsResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchConflicts({ signal: controller.signal })
      .then(setData)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, []);
  if (failed) return <Alert severity="error">{t.loadFailed}</Alert>;
  if (!data) return null;
  if (data.barcodes.length === 0 && data.articles.length === 0) {
    return <Typography>{m.noConflicts}</Typography>;
  }
  return (
    <Stack spacing={3}>
      <section>
        <Typography variant="h5" component="h2" gutterBottom>
          {m.barcodeConflicts}
        </Typography>
        {data.barcodes.length === 0 && <Typography>{t.noResults}</Typography>}
        {data.barcodes.map((conflict) => (
          <Stack key={conflict.barcode} sx={{ mb: 1 }}>
            <Typography component="h3" variant="subtitle1">
              {conflict.barcode}
            </Typography>
            {conflict.products.map((product) => (
              <ProductLink key={product.id} {...product} />
            ))}
          </Stack>
        ))}
      </section>
      <section>
        <Typography variant="h5" component="h2" gutterBottom>
          {m.articleConflicts}
        </Typography>
        {data.articles.length === 0 && <Typography>{t.noResults}</Typography>}
        {data.articles.map((conflict) => (
          <Stack key={conflict.product.id} spacing={1} sx={{ mb: 2 }}>
            <ProductLink {...conflict.product} />
            <ListingsTable listings={conflict.listings} label={conflict.product.article} />
          </Stack>
        ))}
      </section>
    </Stack>
  );
}

/** /products-matching: listings linked to no product, and what automatic linking left open. */
export function MatchingScreen() {
  const [tab, setTab] = useState<'unlinked' | 'conflicts'>('unlinked');
  return (
    <PageFrame title={paths.productsMatching.title}>
      <Tabs value={tab} onChange={(_event, next: 'unlinked' | 'conflicts') => setTab(next)}>
        <Tab value="unlinked" label={m.unlinkedTab} id="tab-unlinked" aria-controls="panel" />
        <Tab value="conflicts" label={m.conflictsTab} id="tab-conflicts" aria-controls="panel" />
      </Tabs>
      <Stack id="panel" role="tabpanel" aria-labelledby={`tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 'unlinked' ? <Unlinked /> : <Conflicts />}
      </Stack>
    </PageFrame>
  );
}
