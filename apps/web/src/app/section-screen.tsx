import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageFrame } from '../components/page-frame';
import { appMessages } from './ru-messages';

/**
 * A business section that a later issue builds: its frame and title, and a plain note that it
 * is being prepared. No sample data and no buttons that would do nothing.
 */
export function SectionScreen({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Paper variant="outlined" sx={{ p: 3, mt: 2 }}>
        <Typography>{appMessages.sectionInPreparation}</Typography>
      </Paper>
    </PageFrame>
  );
}
