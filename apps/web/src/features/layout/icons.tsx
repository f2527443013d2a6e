import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/*
 * The few icons of the layout, drawn here as simple strokes: the icon package would be a large
 * dependency for three shapes.
 */
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
} as const;

export function MenuIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" {...stroke} />
    </SvgIcon>
  );
}

export function CloseIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" {...stroke} />
    </SvgIcon>
  );
}

export function ChevronDownIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 10l5 5 5-5" {...stroke} strokeLinejoin="round" />
    </SvgIcon>
  );
}
