import type { Cabinet } from '@marketpult/shared/contracts/cabinets';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DeleteCabinetDialog } from './delete-cabinet-dialog';
import { RenameDialog } from './rename-dialog';
import { ReplaceKeyDialog } from './replace-key-dialog';
import { cabinetMessages } from './ru-messages';

const text = cabinetMessages.item;

type OpenDialog = 'rename' | 'replaceKey' | 'delete' | null;

export type CabinetChange = 'renamed' | 'keyReplaced' | 'deleted';

interface CabinetActionsProps {
  cabinet: Cabinet;
  /** Disable or enable; the screen calls the server and reloads. */
  onToggleEnabled: () => void;
  onChanged: (change: CabinetChange) => void;
  busy: boolean;
}

/** Rename, replace the key, disable/enable and delete, each behind its own dialog but the toggle. */
export function CabinetActions({ cabinet, onToggleEnabled, onChanged, busy }: CabinetActionsProps) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const done = (change: CabinetChange) => {
    setOpen(null);
    onChanged(change);
  };
  const disabled = cabinet.status === 'disabled';
  return (
    <>
      <Stack
        direction="row"
        role="group"
        aria-label={text.actionsLabel}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        <Button variant="outlined" onClick={() => setOpen('rename')} disabled={busy}>
          {text.rename}
        </Button>
        <Button variant="outlined" onClick={() => setOpen('replaceKey')} disabled={busy}>
          {text.replaceKey}
        </Button>
        <Button variant="outlined" onClick={onToggleEnabled} disabled={busy}>
          {disabled ? text.enable : text.disable}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setOpen('delete')} disabled={busy}>
          {text.remove}
        </Button>
      </Stack>
      {open === 'rename' && (
        <RenameDialog
          cabinetId={cabinet.id}
          currentName={cabinet.name}
          onClose={close}
          onDone={() => done('renamed')}
        />
      )}
      {open === 'replaceKey' && (
        <ReplaceKeyDialog
          cabinetId={cabinet.id}
          marketplace={cabinet.marketplace}
          onClose={close}
          onDone={() => done('keyReplaced')}
        />
      )}
      {open === 'delete' && (
        <DeleteCabinetDialog
          cabinetId={cabinet.id}
          name={cabinet.name}
          onClose={close}
          onDone={() => done('deleted')}
        />
      )}
    </>
  );
}
