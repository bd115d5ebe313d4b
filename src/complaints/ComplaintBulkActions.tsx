/** Bulk action on the selected complaints: answer them all with one text (PUT complaints/bulk). */
import { TextField, Typography } from '@mui/material';
import MarkChatReadIcon from '@mui/icons-material/MarkChatRead';
import { useTranslate } from 'react-admin';
import { BulkActionsMenu } from '../common/BulkActionsMenu';
import { BulkValueButton } from '../common/BulkValueButton';

export function ComplaintBulkActions() {
  const translate = useTranslate();
  return (
    <BulkActionsMenu>
      <BulkValueButton<string>
        label="data.complaints.answer"
        icon={<MarkChatReadIcon />}
        title="data.complaints.answer_title"
        successMessage="data.complaints.answered"
        initial=""
        toData={(answer) => (answer.trim() ? { answer: answer.trim() } : null)}
        field={(answer, setAnswer) => (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('data.complaints.answer_hint')}
            </Typography>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              label={translate('data.complaints.answer_label')}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </>
        )}
      />
    </BulkActionsMenu>
  );
}
