import {
  DEFAULT_HISTORY_PERIOD,
  HISTORY_PERIODS,
  PRODUCT_CHARTS,
  productChartSchema,
  type HistoryPeriod,
  type ProductChart,
} from '@marketpult/shared/contracts/product-card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ChoiceToggles } from '../../components/choice-toggles';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { chartMessages as text } from './chart-messages';
import { HistoryChart } from './history-chart';
import { HistoryTable } from './history-table';
import { fetchProductHistory, isNotFound } from './product-card-api';
import { productCardMessages } from './ru-messages';
import { useLoaded } from '../../lib/use-loaded';
import { LoadFailed } from '../../components/load-failed';

/** `?days=` as a period; anything else is the default, so an old link still opens. */
function periodOf(value: string | null): HistoryPeriod {
  return HISTORY_PERIODS.find((period) => String(period) === value) ?? DEFAULT_HISTORY_PERIOD;
}

/**
 * /catalog/:id/:chart with :chart one of PRODUCT_CHARTS; another :chart is not found at once,
 * an id the server refuses (400, 404) once it answers.
 */
export function ProductChartScreen({ notFound }: { notFound: ReactNode }) {
  const params = useParams();
  const id = params.id ?? '';
  const chart = productChartSchema.safeParse(params.chart);
  if (!chart.success) return notFound;
  return <LoadedHistory key={id} id={id} chart={chart.data} notFound={notFound} />;
}

function LoadedHistory({
  id,
  chart,
  notFound,
}: {
  id: string;
  chart: ProductChart;
  notFound: ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const days = periodOf(search.get('days'));
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const load = useCallback(
    (signal: AbortSignal) => fetchProductHistory(id, days, { signal }),
    [id, days],
  );
  const { state, reload } = useLoaded(load);
  if (state.status === 'failed' && isNotFound(state.error)) return notFound;
  const title = productCardMessages.charts.titles[chart];

  return (
    <PageFrame title={paths.catalogItemChart.title}>
      <Link component={RouterLink} to={paths.catalogItem.getHref({ id })}>
        {text.back}
      </Link>
      <Tabs value={chart} aria-label={text.charts} sx={{ my: 2 }}>
        {PRODUCT_CHARTS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={productCardMessages.charts.titles[value]}
            component={RouterLink}
            to={`${paths.catalogItemChart.getHref({ id, chart: value })}?days=${days}`}
          />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ChoiceToggles
          label={text.period}
          value={days}
          options={HISTORY_PERIODS.map((period) => ({ value: period, label: text.days(period) }))}
          onChange={(period) => setSearch({ days: String(period) }, { replace: true })}
        />
        <ChoiceToggles
          label={text.view}
          value={view}
          options={[
            { value: 'chart', label: text.chartView },
            { value: 'table', label: text.tableView },
          ]}
          onChange={setView}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text.source}
      </Typography>
      {state.status === 'loading' && <LinearProgress aria-label={text.loading} />}
      {state.status === 'failed' && (
        <LoadFailed message={text.failed} retryLabel={text.retry} onRetry={reload} />
      )}
      {state.status === 'ready' && state.data.listings.length === 0 && (
        <Typography>{text.noListings}</Typography>
      )}
      {state.status === 'ready' &&
        state.data.listings.length > 0 &&
        (view === 'chart' ? (
          <HistoryChart
            history={state.data}
            chart={chart}
            label={text.chartLabel(title, state.data.days.length)}
          />
        ) : (
          <HistoryTable
            history={state.data}
            chart={chart}
            caption={text.tableCaption(title, state.data.days.length)}
          />
        ))}
    </PageFrame>
  );
}
