import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { UI_TIMINGS } from '@marketpult/shared/constants/ui-layout';
import type { Instruction, InstructionGroup } from '@marketpult/shared/contracts/instructions';
import { InstructionGroups } from './instruction-groups';
import { InstructionIcon } from './knowledge-base-icons';
import { knowledgeBaseMessages } from './ru-messages';

interface ChosenVideo {
  key: string;
  video: Instruction;
}

/**
 * The tab 'Видеоинструкции': the player above the list. A click marks the video at once and
 * hands it to the player only after UI_TIMINGS.videoLoadDelayMs (spec §9), so nothing is
 * requested before then; another click within the delay replaces the pending video.
 */
export function VideoInstructions({ groups }: { groups: readonly InstructionGroup[] }) {
  const idPrefix = useId();
  const [chosen, setChosen] = useState<ChosenVideo | null>(null);
  const [loaded, setLoaded] = useState<ChosenVideo | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function choose(next: ChosenVideo) {
    window.clearTimeout(timer.current);
    setChosen(next);
    timer.current = window.setTimeout(() => setLoaded(next), UI_TIMINGS.videoLoadDelayMs);
  }

  const pending = chosen !== null && chosen.key !== loaded?.key;

  return (
    <>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          maxHeight: 400,
          mx: 'auto',
          mb: 2,
          bgcolor: 'common.black',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <video
          // A new element per video, so the previous one stops and the new one starts clean.
          key={loaded?.key ?? 'none'}
          src={loaded?.video.url}
          controls
          autoPlay={loaded !== null}
          preload="metadata"
          aria-label={loaded?.video.description ?? knowledgeBaseMessages.player}
          style={{ display: 'block', width: '100%', height: '100%' }}
        />
        {loaded === null && !pending && (
          <Typography
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              p: 2,
              color: 'common.white',
              textAlign: 'center',
              pointerEvents: 'none',
            }}
          >
            {knowledgeBaseMessages.choosePrompt}
          </Typography>
        )}
        {pending && (
          <LinearProgress
            aria-label={knowledgeBaseMessages.videoLoading}
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }}
          />
        )}
      </Box>
      <InstructionGroups
        groups={groups}
        idPrefix={idPrefix}
        renderInstruction={(video, key) => (
          <ListItem key={key} disablePadding>
            <ListItemButton
              selected={chosen?.key === key}
              aria-current={loaded?.key === key ? 'true' : undefined}
              onClick={() => choose({ key, video })}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InstructionIcon name={video.icon} video />
              </ListItemIcon>
              <ListItemText primary={video.description} />
            </ListItemButton>
          </ListItem>
        )}
      />
    </>
  );
}
