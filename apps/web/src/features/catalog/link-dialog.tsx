import {
  MAX_PICKER_PRODUCTS,
  type CatalogListing,
  type ProductCandidate,
} from '@marketpult/shared/contracts/catalog';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { serverErrorOf } from '../../lib/http';
import { fetchCandidates, linkListing } from './catalog-api';
import { catalogMessages as t } from './ru-messages';
import { useDebounced } from '../../lib/use-debounced';

interface Props {
  listing: CatalogListing;
  onClose(): void;
  onLinked(): void;
}

/** The picker: up to MAX_PICKER_PRODUCTS products to link one listing to. */
export function LinkDialog({ listing, onClose, onLinked }: Props) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, 300);
  const [candidates, setCandidates] = useState<ProductCandidate[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchCandidates(listing.id, settled, { signal: controller.signal })
      .then((answer) => setCandidates(answer.candidates.slice(0, MAX_PICKER_PRODUCTS)))
      .catch(() => {
        if (!controller.signal.aborted) setError(t.loadFailed);
      });
    return () => controller.abort();
  }, [listing.id, settled]);

  const link = async (productId: string) => {
    try {
      await linkListing(listing.id, productId);
      onLinked();
    } catch (failure) {
      setError(serverErrorOf(failure)?.message ?? t.loadFailed);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="link-dialog-title">
      <DialogTitle id="link-dialog-title">{t.matching.pickerTitle}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          {listing.offerId} — {listing.name}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label={t.matching.pickerSearch}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ my: 1 }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        {candidates.length === 0 ? (
          <Typography>{t.noResults}</Typography>
        ) : (
          <List aria-label={t.matching.pickerTitle}>
            {candidates.map((candidate) => (
              <ListItemButton key={candidate.id} onClick={() => void link(candidate.id)}>
                <ListItemText
                  primary={`${candidate.article} — ${candidate.name}`}
                  secondary={`${t.matching.reasons[candidate.reason]} · ${t.matching.listingsOf(
                    candidate.listingsCount,
                  )}`}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.matching.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
