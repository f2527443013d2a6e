import { useId } from 'react';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import type { InstructionGroup } from '@marketpult/shared/contracts/instructions';
import { InstructionGroups } from './instruction-groups';
import { InstructionIcon } from './knowledge-base-icons';
import { knowledgeBaseMessages } from './ru-messages';

/** The tab 'Инструкции': articles, each opening in a new tab (spec §2). */
export function TextInstructions({ groups }: { groups: readonly InstructionGroup[] }) {
  const idPrefix = useId();
  const newTabHintId = `${idPrefix}-new-tab`;
  return (
    <>
      <span id={newTabHintId} hidden>
        {knowledgeBaseMessages.opensInNewTab}
      </span>
      <InstructionGroups
        groups={groups}
        idPrefix={idPrefix}
        renderInstruction={(instruction, key) => (
          <ListItem key={key} disablePadding>
            <Link
              href={instruction.url}
              target="_blank"
              rel="noopener"
              underline="hover"
              aria-describedby={newTabHintId}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75 }}
            >
              <InstructionIcon name={instruction.icon} video={false} />
              {instruction.description}
            </Link>
          </ListItem>
        )}
      />
    </>
  );
}
