/** The code of a reward just redeemed, large enough to show across the counter. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function RedemptionCodeDialog({
  code,
  rewardName,
  onClose,
}: {
  code: string | null;
  rewardName: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={code !== null} onClose={onClose} aria-labelledby="redemption-code-title" fullWidth maxWidth="xs">
      <DialogTitle id="redemption-code-title">{translate('customer.profile.code_title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 700 }}>{rewardName}</Typography>
        <Typography
          sx={{
            my: 2,
            fontFamily: 'monospace',
            fontSize: '2.6rem',
            fontWeight: 900,
            letterSpacing: '0.25em',
            textAlign: 'center',
            color: 'primary.main',
          }}
        >
          {code}
        </Typography>
        <Typography color="text.secondary">{translate('customer.profile.code_help')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('customer.profile.code_close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
