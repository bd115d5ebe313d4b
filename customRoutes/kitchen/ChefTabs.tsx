/** The dish browser's radio tabs (Primeros, Segundos, Postres, Entrantes), numbered as the chef numbers them. */
import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CHEF_TABS } from '../../model/categories';

export function ChefTabs({ tab, onChange }: { tab: number; onChange: (tab: number) => void }) {
  const translate = useTranslate();
  return (
    <RadioGroup
      row
      name="chef-tab"
      aria-label={translate('kitchen.tabs.label')}
      value={String(tab)}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ gap: 1, mb: 2 }}
    >
      {CHEF_TABS.map((t) => (
        <FormControlLabel
          key={t.tab}
          value={String(t.tab)}
          control={
            <Radio disableRipple sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, p: 0, m: 0 }} />
          }
          label={translate(`kitchen.tabs.${t.tab}`, { _: t.label })}
          sx={{
            m: 0,
            position: 'relative',
            px: 2,
            py: 1,
            borderRadius: 5,
            border: 2,
            borderColor: 'primary.main',
            fontWeight: 700,
            bgcolor: tab === t.tab ? 'primary.main' : 'background.paper',
            color: tab === t.tab ? 'primary.contrastText' : 'primary.main',
            '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
            '& .MuiFormControlLabel-label': { fontWeight: 700 },
          }}
        />
      ))}
    </RadioGroup>
  );
}
