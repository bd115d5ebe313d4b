/** The import's preview: how many rows will be created and skipped, then the rows, those with problems first. */
import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportReport } from '../../model/responses';

/** Rows drawn in the table; a 10 000-row file still reads its problems first. */
const SHOWN = 300;

export function ImportPreview({ report }: { report: ImportReport }) {
  const translate = useTranslate();
  const rows = [...report.rows].sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line);
  return (
    <>
      <Alert severity={report.invalid ? 'warning' : 'success'} role="status" sx={{ mb: 1 }}>
        {translate('data.import.summary', {
          valid: translate('data.import.summary_valid', { smart_count: report.valid }),
          invalid: translate('data.import.summary_invalid', { smart_count: report.invalid }),
        })}
      </Alert>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={translate('data.import.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('data.import.line')}</TableCell>
              <TableCell>{translate('resources.users.fields.name')}</TableCell>
              <TableCell>{translate('resources.users.fields.surname')}</TableCell>
              <TableCell>{translate('resources.users.fields.email')}</TableCell>
              <TableCell>{translate('resources.users.fields.roleName')}</TableCell>
              <TableCell>{translate('data.import.problems')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, SHOWN).map((r) => (
              <TableRow key={r.line} sx={r.problems.length ? { bgcolor: 'warning.light' } : undefined}>
                <TableCell>{r.line}</TableCell>
                <TableCell>{r.name}</TableCell>
                <TableCell>{r.surname}</TableCell>
                <TableCell>{r.email}</TableCell>
                <TableCell>{r.role ? translate(`comedor.roles.${r.role}`) : ''}</TableCell>
                <TableCell>
                  {r.problemCodes.length
                    ? r.problemCodes.map((p) => translate(`data.import.problem.${p.code}`, { ...p.params, _: '' })).join(' ')
                    : translate('data.import.ok')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('data.import.more_rows', { smart_count: rows.length - SHOWN })}
        </Typography>
      )}
    </>
  );
}
