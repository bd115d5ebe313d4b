/** Complaint cards of the current page: sender image and name, date sent, message, and whether it is answered. */
import { Avatar, Card, CardActionArea, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useListContext, useTranslate } from 'react-admin';
import type { Complaint } from '../../model/entities';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { useFormat } from '../ui/useFormat';
import { SelectCardCheckbox } from '../common/CardSelection';
import { complaintAnswerPath } from '../../model/paths';

export function ComplaintGrid() {
  const translate = useTranslate();
  const fmt = useFormat();
  const { data, isPending } = useListContext<Complaint>();
  if (isPending) return <Skeleton variant="rounded" height={300} sx={{ m: 2 }} />;
  if (!data?.length)
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {translate('admin.complaints.empty')}
      </Typography>
    );
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      {data.map((c) => (
        <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card
            variant="outlined"
            sx={{
              height: '100%',
              borderLeft: 4,
              borderLeftColor: c.answer ? 'success.main' : 'warning.main',
              position: 'relative',
            }}
          >
            <Stack sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1 }}>
              <SelectCardCheckbox id={c.id} name={translate('admin.complaints.heading', { id: c.id })} />
            </Stack>
            <CardActionArea
              component={Link}
              to={complaintAnswerPath(c.id)}
              sx={{ height: '100%' }}
              aria-label={translate('admin.complaints.open', { id: c.id })}
            >
              <CardContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                  <Avatar src={imageUrl(c.sender.image)} alt={c.sender.name} />
                  <div>
                    <Typography variant="subtitle1" component="h2">{`${c.sender.name} ${c.sender.surname}`}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {fmt.dateTime(c.dateSend, 'long')}
                    </Typography>
                  </div>
                </Stack>
                <Typography
                  variant="body2"
                  sx={{ mb: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {c.message}
                </Typography>
                <Chip
                  size="small"
                  color={c.answer ? 'success' : 'warning'}
                  label={translate(c.answer ? 'admin.complaints.answered' : 'admin.complaints.unanswered')}
                />
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
