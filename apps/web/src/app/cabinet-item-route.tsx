import { CabinetItemScreen } from '../features/cabinets/cabinet-item-screen';
import { Component as NotFoundScreen } from './not-found-screen';

/** /cabinet-item/:marketplace/:shopId, showing the app's not-found screen for an unknown id. */
export function CabinetItemRoute() {
  return <CabinetItemScreen notFound={<NotFoundScreen />} />;
}
