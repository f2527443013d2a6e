import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

// MUI's grey text of the unpressed buttons is too faint on white (axe's contrast check).
const TOGGLES_SX = {
  flexWrap: 'wrap',
  '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' },
} as const;

interface Props<Value extends string | number> {
  /** What the group chooses, for assistive technology. */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/**
 * One choice among a few, as a row of toggle buttons: a chart's period, a diff's view. A
 * click on the pressed button keeps the choice (MUI would hand over null).
 */
export function ChoiceToggles<Value extends string | number>({
  label,
  value,
  options,
  onChange,
}: Props<Value>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      sx={TOGGLES_SX}
      value={value}
      aria-label={label}
      onChange={(_, next: Value | null) => {
        if (next !== null) onChange(next);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
