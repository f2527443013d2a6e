import { ProductChartScreen } from '../features/product-card/product-chart-screen';
import { Component as NotFoundScreen } from './not-found-screen';

/**
 * /catalog/:id/:chart. A module of its own: the chart library arrives with this route only, so
 * no other page's JavaScript grows by it.
 */
export function ProductChartRoute() {
  return <ProductChartScreen notFound={<NotFoundScreen />} />;
}
