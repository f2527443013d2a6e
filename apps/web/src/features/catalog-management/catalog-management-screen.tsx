import type { PriceRun, PriceRunResponse } from '@marketpult/shared/contracts/prices';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../config/paths';
import { ChangeForm } from './change-form';
import { ExcelActions } from './excel';
import { ListingsPicker, type ListingSelection } from './listings-picker';
import { fetchRuns } from './management-api';
import { productOfParams } from '../../lib/product-listings-link';
import { RecentRuns, runHref } from './recent-runs';
import { managementMessages as t } from './ru-messages';
import { RunView } from './run-view';

interface Props {
  /** Tests ask an applying run again sooner than the seller's screen does. */
  pollIntervalMs?: number;
}

/**
 * /catalog-management: pick listings, choose a price rule or a stock, «Проверить» (a dry run
 * with every guardrail's verdict), «Применить», then the run's progress and results. A run's
 * own view is ?run=<id>, so it can be opened again from the list of recent runs. The same
 * listings can go out as an Excel file and come back edited: its dry run opens in that view.
 */
export function CatalogManagementScreen({ pollIntervalMs }: Props) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const runId = params.get('run');
  const productId = productOfParams(params);
  const [selection, setSelection] = useState<ListingSelection>(new Map());
  const [dryRun, setDryRun] = useState<PriceRunResponse>();
  const [note, setNote] = useState<string>();
  const [runs, setRuns] = useState<PriceRun[]>([]);
  const [runsFailed, setRunsFailed] = useState(false);
  // Saved cost prices change the grid's cost and margin columns: reload its page.
  const [listingsVersion, setListingsVersion] = useState(0);

  /** A rule's or an Excel file's dry run: its diff opens as ?run=<id>, with this note above. */
  const showDryRun = (run: PriceRunResponse, text: string | undefined) => {
    setDryRun(run);
    setNote(text);
    void navigate(runHref(run.run.id));
  };

  const loadRuns = useCallback(() => {
    fetchRuns()
      .then((answer) => {
        setRuns(answer.runs);
        setRunsFailed(false);
      })
      .catch(() => setRunsFailed(true));
  }, []);
  useEffect(loadRuns, [loadRuns, runId]);

  return (
    <PageFrame title={paths.catalogManagement.title}>
      <Stack spacing={3}>
        {runId ? (
          <>
            <Link component={RouterLink} to={paths.catalogManagement.getHref()}>
              {t.backToPicking}
            </Link>
            {note && dryRun?.run.id === runId && <Alert severity="info">{note}</Alert>}
            <RunView
              key={runId}
              runId={runId}
              initial={dryRun}
              onRunChanged={loadRuns}
              {...(pollIntervalMs === undefined ? {} : { pollIntervalMs })}
            />
          </>
        ) : (
          <>
            <Typography variant="h6" component="h2">
              {t.pickStep}
            </Typography>
            {productId && (
              <Alert
                severity="info"
                action={
                  <Button
                    component={RouterLink}
                    to={paths.catalogManagement.getHref()}
                    color="inherit"
                    size="small"
                  >
                    {t.showAllListings}
                  </Button>
                }
              >
                {t.oneProduct}{' '}
                <Link component={RouterLink} to={paths.catalogItem.getHref({ id: productId })}>
                  {t.openProduct}
                </Link>
              </Alert>
            )}
            <ListingsPicker
              productId={productId}
              selection={selection}
              onSelectionChange={setSelection}
              reloadKey={listingsVersion}
              viewActions={(filter) => (
                <ExcelActions
                  filter={filter}
                  onDryRun={showDryRun}
                  onCostsSaved={() => setListingsVersion((version) => version + 1)}
                />
              )}
            />
            <ChangeForm
              selection={selection}
              onDryRun={showDryRun}
              onCostsSaved={() => setListingsVersion((version) => version + 1)}
            />
          </>
        )}
        <Divider />
        <Typography variant="h6" component="h2">
          {t.runsTitle}
        </Typography>
        {runsFailed ? <Alert severity="error">{t.loadFailed}</Alert> : <RecentRuns runs={runs} />}
      </Stack>
    </PageFrame>
  );
}
