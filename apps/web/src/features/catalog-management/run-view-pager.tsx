import {
  PRICE_RUN_PAGE_SIZE,
  PRICE_RUN_VIEWS,
  type PriceRun,
  type PriceRunView,
} from '@marketpult/shared/contracts/prices';
import TablePagination from '@mui/material/TablePagination';
import { ChoiceToggles } from '../../components/choice-toggles';
import { displayedRows, formatCount } from '../../lib/ru-format';
import { RUN_VIEW_LABELS, managementMessages as t } from './ru-messages';
import { viewCounts } from './run-totals';

interface ChooserProps {
  run: PriceRun;
  view: PriceRunView;
  onChange: (view: PriceRunView) => void;
}

/**
 * Which of the run's changes the table lists, each with its count over the whole run. A view
 * with nothing in it is left out (the chosen one stays, so the choice never vanishes); «Не
 * применены» only once the run went to the marketplaces.
 */
export function RunViewChooser({ run, view, onChange }: ChooserProps) {
  const counts = viewCounts(run);
  const offered = PRICE_RUN_VIEWS.filter(
    (option) =>
      option === 'all' ||
      option === view ||
      (counts[option] > 0 && (option !== 'problems' || run.status !== 'draft')),
  );
  return (
    <ChoiceToggles
      label={t.runViews}
      value={view}
      options={offered.map((option) => ({
        value: option,
        label: t.runViewOption(RUN_VIEW_LABELS[option], formatCount(counts[option])),
      }))}
      onChange={onChange}
    />
  );
}

interface PagerProps {
  /** Changes in the chosen view, on every page. */
  total: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** The pages of a view longer than one page; nothing for a view that fits on one. */
export function RunPager({ total, page, onPageChange }: PagerProps) {
  if (total <= PRICE_RUN_PAGE_SIZE) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={PRICE_RUN_PAGE_SIZE}
      rowsPerPageOptions={[]}
      onPageChange={(_, next) => onPageChange(next)}
      labelDisplayedRows={displayedRows}
      showFirstButton
      showLastButton
    />
  );
}
