import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../components/page-frame';
import { ROOT_HREF } from '../config/paths';

export function Component() {
  return (
    <PageFrame title="Страница не найдена">
      <Typography sx={{ mb: 2 }}>
        Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.
      </Typography>
      <Button component={RouterLink} to={ROOT_HREF} variant="contained">
        На главную
      </Button>
    </PageFrame>
  );
}
