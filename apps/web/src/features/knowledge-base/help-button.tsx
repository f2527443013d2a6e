import { lazy, Suspense, useId, useMemo, useState } from 'react';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import { useControlled } from '@mui/material/utils';
import { UI_BREAKPOINTS } from '@marketpult/shared/constants/ui-layout';
import {
  countInstructions,
  instructionsForPage,
} from '@marketpult/shared/domain/instructions-for-page';
import { useAppSelector } from '../../lib/store';
import { selectInstructionList } from './instructions-slice';
import { HelpIcon } from './knowledge-base-icons';
import { instructionCountDescription, knowledgeBaseMessages } from './ru-messages';

// The dialog (Tabs, Accordion, the player) is a chunk of its own, fetched on the first hover,
// focus or click: before that the help button costs only itself.
const loadDialog = () => import('./knowledge-base-dialog');
const KnowledgeBaseDialog = lazy(async () => ({
  default: (await loadDialog()).KnowledgeBaseDialog,
}));

const BADGE_MAX = 99;

export interface HelpButtonProps {
  /**
   * The pattern of the matched route, e.g. '/catalog/:id': the knowledge base stores pages by
   * pattern (apps/server/content/README.md), so a real path such as '/catalog/42' matches nothing.
   */
  routePattern: string;
  /** Hides the button (the dialog, if open, stays). Below 770 px it hides itself as well. */
  hidden?: boolean;
  /**
   * Whether the dialog is open, for a layout that opens it from elsewhere too (the side menu on
   * a phone, where the button is hidden); without it the button keeps the state itself.
   */
  open?: boolean;
  /** Told when the button opens the dialog or the dialog closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The floating help button (spec §2): its badge counts every instruction of the current page and
 * of the pages below it; a click opens the dialog 'База знаний' with those instructions.
 */
export function HelpButton({
  routePattern,
  hidden = false,
  open: openProp,
  onOpenChange,
}: HelpButtonProps) {
  const list = useAppSelector(selectInstructionList);
  const pages = useMemo(() => instructionsForPage(list, routePattern), [list, routePattern]);
  const count = useMemo(() => countInstructions(list, routePattern), [list, routePattern]);
  const [open, setOpenState] = useControlled({
    controlled: openProp,
    default: false,
    name: 'HelpButton',
    state: 'open',
  });
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  // The dialog's chunk is fetched on the first opening, wherever it came from, and then kept.
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  const descriptionId = useId();

  const preload = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <Badge
        color="error"
        overlap="circular"
        invisible={count === 0}
        badgeContent={
          <span aria-hidden="true" data-testid="help-badge">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        }
        sx={{
          position: 'fixed',
          right: 24,
          bottom: 24,
          zIndex: 'speedDial',
          display: hidden ? 'none' : 'inline-flex',
          // Spec §2 and §9: no help button below 770 px, whatever the layout decides.
          [`@media (max-width: ${UI_BREAKPOINTS.helpButtonMinWidth - 0.02}px)`]: {
            display: 'none',
          },
        }}
      >
        <Fab
          color="primary"
          aria-label={knowledgeBaseMessages.helpButton}
          aria-describedby={descriptionId}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
        >
          <HelpIcon />
        </Fab>
      </Badge>
      <span id={descriptionId} hidden>
        {instructionCountDescription(count)}
      </span>
      {everOpened && (
        <Suspense fallback={null}>
          <KnowledgeBaseDialog open={open} onClose={() => setOpen(false)} pages={pages} />
        </Suspense>
      )}
    </>
  );
}
