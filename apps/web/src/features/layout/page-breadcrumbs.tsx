import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { MenuTrail } from '../../config/menu';
import { layoutMessages } from './ru-messages';

interface PageBreadcrumbsProps {
  trail: MenuTrail | null;
  /** The current screen's title. */
  title: string;
}

/** Breadcrumbs show only when the screen is more than one menu entry deep. */
export function hasBreadcrumbs(trail: MenuTrail | null): trail is MenuTrail {
  return trail !== null && (trail.branch !== null || !trail.exact);
}

/**
 * Where the screen sits when that is more than one menu entry deep: inside a submenu
 * (Товары › Каталог) or below a section (Каталог › Карточка товара).
 */
export function PageBreadcrumbs({ trail, title }: PageBreadcrumbsProps) {
  if (!hasBreadcrumbs(trail)) return null;
  return (
    <Breadcrumbs aria-label={layoutMessages.breadcrumbs} separator="›">
      {trail.branch && <Typography color="text.secondary">{trail.branch.label}</Typography>}
      {trail.exact ? (
        <Typography color="text.primary" aria-current="page">
          {trail.leaf.label}
        </Typography>
      ) : (
        <Link component={RouterLink} to={trail.leaf.href} underline="hover" color="inherit">
          {trail.leaf.label}
        </Link>
      )}
      {!trail.exact && (
        <Typography color="text.primary" aria-current="page">
          {title}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
