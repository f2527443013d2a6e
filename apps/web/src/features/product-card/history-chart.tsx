import type { ProductChart, ProductHistory } from '@marketpult/shared/contracts/product-card';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartMessages } from './chart-messages';
import { formatValue, longDay, seriesOf, shortDay } from './history-series';

const LOCALE_TEXT = { loading: chartMessages.loading, noData: chartMessages.noData };

/**
 * The lines of one chart over the period, with Russian dates and tooltips. Gaps (days without a
 * snapshot) stay gaps: a line drawn across them would show a price nobody saw.
 */
export function HistoryChart({
  history,
  chart,
  label,
}: {
  history: ProductHistory;
  chart: ProductChart;
  label: string;
}) {
  const series = seriesOf(history, chart);
  return (
    <div role="img" aria-label={label}>
      <ChartsLocalizationProvider localeText={LOCALE_TEXT}>
        <LineChart
          height={360}
          xAxis={[
            {
              data: history.days,
              scaleType: 'point',
              valueFormatter: (day: string, context) =>
                context.location === 'tooltip' ? longDay(day) : shortDay(day),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number | null) => formatValue(chart, value) }]}
          series={series.map((line) => ({
            id: line.id,
            label: line.label,
            data: line.data,
            curve: chart === 'price' ? 'stepAfter' : 'linear',
            showMark: history.days.length <= 31,
            valueFormatter: (value: number | null) => formatValue(chart, value),
          }))}
          margin={{ left: 16 }}
        />
      </ChartsLocalizationProvider>
    </div>
  );
}
