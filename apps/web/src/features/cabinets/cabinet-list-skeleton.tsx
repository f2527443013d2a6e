import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { cabinetMessages } from './ru-messages';

/** The grid of the cabinet cards, which the skeleton takes the shape of. */
export const CARD_GRID_SX = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: 2,
  p: 0,
  m: 0,
} as const;

/** Cards the skeleton shows: a typical account has a shop or three on different marketplaces. */
const PLACEHOLDER_CARDS = 3;
/** About a card's height with its name, status and facts (cabinet-card.tsx). */
const CARD_HEIGHT_PX = 168;

/**
 * What the list area shows while the list loads: the add button's place and the cards' in the
 * list's own grid, so the layout is drawn whole at once and the cards fill the space kept for
 * them instead of pushing anything. Plain boxes: no text, nothing for a screen reader but the
 * progress bar's name.
 */
export function CabinetListSkeleton() {
  return (
    <Box role="progressbar" aria-label={cabinetMessages.list.loading} aria-busy="true">
      <Skeleton variant="rounded" width={180} height={36} sx={{ mb: 2 }} />
      <Box sx={CARD_GRID_SX}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={CARD_HEIGHT_PX} />
        ))}
      </Box>
    </Box>
  );
}
