import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/*
 * Small line drawings instead of @mui/icons-material: five shapes do not justify a package.
 * Every icon is decorative (SvgIcon sets aria-hidden); the buttons carry the words.
 */
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function HelpIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9.5" {...stroke} />
      <path d="M9.2 9.3a2.9 2.9 0 1 1 4.2 2.6c-.9.5-1.4 1.1-1.4 2.1v.5" {...stroke} />
      <circle cx="12" cy="17.3" r="1.2" fill="currentColor" />
    </SvgIcon>
  );
}

export function ArticleIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="4.5" y="3" width="15" height="18" rx="2" {...stroke} />
      <path d="M8 8h8M8 12h8M8 16h5" {...stroke} />
    </SvgIcon>
  );
}

export function PlayIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9.5" {...stroke} />
      <path d="M10 8.2v7.6l6-3.8z" fill="currentColor" />
    </SvgIcon>
  );
}

export function ExpandIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 9.5l6 6 6-6" {...stroke} />
    </SvgIcon>
  );
}

export function CloseIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" {...stroke} />
    </SvgIcon>
  );
}

/** The icon an instruction names (Material icon names in the data), by its kind as a fallback. */
export function InstructionIcon({ name, video }: { name: string; video: boolean }) {
  const isPlay = name === 'play_circle' || name === 'play_arrow' || (video && name !== 'article');
  return isPlay ? (
    <PlayIcon fontSize="small" color="primary" />
  ) : (
    <ArticleIcon fontSize="small" color="primary" />
  );
}
