/** Español / English switch; react-admin's store keeps the choice in localStorage, so it survives a reload. */
import { ToggleButton, ToggleButtonGroup, useMediaQuery, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      onChange={(_e, value: string | null) => value && setLocale(value)}
      aria-label={translate('comedor.language.label')}
      sx={{ bgcolor: 'background.paper' }}
    >
      <ToggleButton value="es" lang="es" aria-label={translate('comedor.language.es')}>
        {isSmall ? 'ES' : translate('comedor.language.es')}
      </ToggleButton>
      <ToggleButton value="en" lang="en" aria-label={translate('comedor.language.en')}>
        {isSmall ? 'EN' : translate('comedor.language.en')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
