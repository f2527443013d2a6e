import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type {
  InstructionContentType,
  InstructionPage,
} from '@marketpult/shared/contracts/instructions';
import { groupsOfType } from '@marketpult/shared/domain/instructions-for-page';
import { CloseIcon } from './knowledge-base-icons';
import { knowledgeBaseMessages } from './ru-messages';
import { TextInstructions } from './text-instructions';
import { VideoInstructions } from './video-instructions';

export interface KnowledgeBaseDialogProps {
  open: boolean;
  onClose: () => void;
  /** The knowledge-base pages of the current route (`instructionsForPage`). */
  pages: readonly InstructionPage[];
}

/** As tall as the player with a few videos below it, and never taller than the window. */
const DIALOG_HEIGHT = 'min(720px, calc(100% - 64px))';

/**
 * The dialog 'База знаний' (spec §2). MUI's Dialog traps focus, closes on Escape and gives the
 * focus back to the button that opened it.
 */
export function KnowledgeBaseDialog({ open, onClose, pages }: KnowledgeBaseDialogProps) {
  const titleId = useId();
  // On a phone (the side menu opens it there) the dialog takes the screen: with the margins of
  // a floating one, its two tabs did not fit side by side at 390 px.
  // (`noSsr`: read at once, so the dialog does not first show floating.)
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      scroll="paper"
      aria-labelledby={titleId}
      // One size for both tabs, whatever they hold: the dialog must not jump when the user
      // switches between them. The content scrolls inside it.
      slotProps={{ paper: { sx: { height: phone ? '100%' : DIALOG_HEIGHT } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {knowledgeBaseMessages.dialogTitle}
      </DialogTitle>
      <IconButton
        aria-label={knowledgeBaseMessages.close}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, right: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {/* Unmounted with the closed dialog, so every opening starts on the first tab. */}
      <KnowledgeBaseTabs pages={pages} />
    </Dialog>
  );
}

const TABS: readonly { type: InstructionContentType; label: string }[] = [
  { type: 'txt', label: knowledgeBaseMessages.tabInstructions },
  { type: 'video', label: knowledgeBaseMessages.tabVideos },
];

function KnowledgeBaseTabs({ pages }: { pages: readonly InstructionPage[] }) {
  const id = useId();
  const [tab, setTab] = useState<InstructionContentType>('txt');
  const textGroups = useMemo(() => groupsOfType(pages, 'txt'), [pages]);
  const videoGroups = useMemo(() => groupsOfType(pages, 'video'), [pages]);

  return (
    <>
      <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: InstructionContentType) => setTab(value)}
          aria-label={knowledgeBaseMessages.tabsLabel}
        >
          {TABS.map(({ type, label }) => (
            <Tab
              key={type}
              value={type}
              label={label}
              id={`${id}-tab-${type}`}
              aria-controls={`${id}-panel-${type}`}
            />
          ))}
        </Tabs>
      </Box>
      <DialogContent>
        {TABS.map(({ type }) => (
          <div
            key={type}
            role="tabpanel"
            id={`${id}-panel-${type}`}
            aria-labelledby={`${id}-tab-${type}`}
            hidden={tab !== type}
          >
            {/* The articles keep their open groups across tab changes; the player leaves with
                its tab, so no video plays on where nobody sees it. */}
            {type === 'txt' && <TextInstructions groups={textGroups} />}
            {type === 'video' && tab === 'video' && <VideoInstructions groups={videoGroups} />}
          </div>
        ))}
      </DialogContent>
    </>
  );
}
