/**
 * Server paging as the spec's user list shows it: 'Anterior' (disabled on page 1), 'Siguiente' (disabled on
 * the last page) and 'Mostrando del {start} al {end} de un total de {total} registros' ('Mostrando 1 registro' when
 * there is only one).
 */
import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export function PrevNextPagination() {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = total === 0 ? 0 : (page - 1) * perPage + 1;
  const end = Math.min(total, page * perPage);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: 'center', p: 2 }}
    >
      <Typography variant="body2" role="status">
        {translate('admin.paging.showing', { start, end, smart_count: total })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          {translate('admin.paging.previous')}
        </Button>
        <Button variant="outlined" onClick={() => setPage(page + 1)} disabled={page >= lastPage}>
          {translate('admin.paging.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
