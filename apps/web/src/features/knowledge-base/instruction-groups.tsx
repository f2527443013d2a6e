import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { Instruction, InstructionGroup } from '@marketpult/shared/contracts/instructions';
import { ExpandIcon } from './knowledge-base-icons';
import { knowledgeBaseMessages } from './ru-messages';

interface InstructionGroupsProps {
  groups: readonly InstructionGroup[];
  /** Unique within the page: the ids that tie each summary to its region. */
  idPrefix: string;
  /** One list item per instruction. */
  renderInstruction: (instruction: Instruction, key: string) => ReactNode;
}

/**
 * The groups of one tab as accordions (a summary button with aria-expanded, a region below it).
 * A lone group opens by itself (spec §2); an empty tab says 'Нет результатов' (spec §8).
 */
export function InstructionGroups({ groups, idPrefix, renderInstruction }: InstructionGroupsProps) {
  if (groups.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {knowledgeBaseMessages.noResults}
      </Typography>
    );
  }
  const onlyOne = groups.length === 1;
  return groups.map((group, groupIndex) => {
    const id = `${idPrefix}-group-${groupIndex}`;
    return (
      <Accordion key={id} defaultExpanded={onlyOne} disableGutters>
        {/* The region below the summary takes its id from aria-controls. */}
        <AccordionSummary expandIcon={<ExpandIcon />} id={`${id}-summary`} aria-controls={id}>
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {group.title}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ pt: 0 }}>
          <List dense disablePadding>
            {group.instructions.map((instruction, index) =>
              renderInstruction(instruction, `${id}-${index}`),
            )}
          </List>
        </AccordionDetails>
      </Accordion>
    );
  });
}
