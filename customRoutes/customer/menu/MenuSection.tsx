/**
 * One section of 'Crea tu menú'. Wide screens: a panel whose 'add' tile loads the category's dishes.
 * Small screens: an accordion panel (all five are listed; opening one loads its dishes).
 */
import { useId, useState, type ReactElement } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, ButtonBase, Paper, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { CategoryId } from '../../../model/categories';
import { SectionDishes } from './SectionDishes';

export interface MenuSectionProps {
  category: CategoryId;
  title: string;
  icon: ReactElement;
  compact: boolean;
}

export function MenuSection({ category, title, icon, compact }: MenuSectionProps) {
  const translate = useTranslate();
  const headingId = useId();
  const [open, setOpen] = useState(false);

  if (compact) {
    return (
      // the accordion's own heading is the section's h2 (MUI's default is an h3 right under the page's h1)
      <Accordion
        expanded={open}
        onChange={(_, expanded) => setOpen(expanded)}
        disableGutters
        slotProps={{ heading: { component: 'h2' } }}
        sx={{ borderRadius: 3, '&:before': { display: 'none' }, mb: 1.5, overflow: 'hidden' }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 64 }}>
          <Typography
            variant="h2"
            component="span"
            sx={{ fontSize: '1.2rem', display: 'flex', alignItems: 'center', gap: 1, '& svg': { color: 'primary.main' } }}
          >
            {icon}
            {title}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 1.5, pb: 2 }}>{open && <SectionDishes category={category} />}</AccordionDetails>
      </Accordion>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, borderRadius: 4, gridColumn: open ? '1 / -1' : 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: open ? 2 : 1.5 }}>
        <Typography
          id={headingId}
          variant="h2"
          sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', gap: 1, '& svg': { color: 'primary.main' } }}
        >
          {icon}
          {title}
        </Typography>
        {open && <Button onClick={() => setOpen(false)}>{translate('customer.menu.hide')}</Button>}
      </Box>
      {open ? (
        <SectionDishes category={category} />
      ) : (
        <ButtonBase
          onClick={() => setOpen(true)}
          focusRipple
          sx={{
            width: '100%',
            height: 150,
            borderRadius: 4,
            border: '3px dashed',
            borderColor: 'secondary.main',
            bgcolor: '#fff8ec',
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            color: 'primary.main',
            '&:hover, &.Mui-focusVisible': { bgcolor: '#ffefd6' },
          }}
        >
          <AddCircleOutlineIcon sx={{ fontSize: 48 }} />
          <Typography sx={{ fontWeight: 800 }}>
            {translate('customer.menu.add_tile', { section: title.toLowerCase() })}
          </Typography>
        </ButtonBase>
      )}
    </Paper>
  );
}
