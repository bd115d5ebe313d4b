/**
 * Español / English switch; react-admin's store keeps the choice in localStorage, so it survives a reload.
 * Two toggle buttons (aria-pressed) in a labelled group, made of the Button the login screen already loads:
 * MUI's ToggleButtonGroup would add about 5 kB to that first visit (docs/performance.md).
 */
import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

const LANGUAGES = ['es', 'en'] as const;

export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box
      role="group"
      aria-label={translate('comedor.language.label')}
      sx={{ display: 'inline-flex', bgcolor: 'background.paper', borderRadius: 1 }}
    >
      {LANGUAGES.map((language, i) => {
        const pressed = locale === language;
        return (
          <Button
            key={language}
            lang={language}
            size="small"
            variant={pressed ? 'contained' : 'outlined'}
            disableElevation
            aria-pressed={pressed}
            aria-label={translate(`comedor.language.${language}`)}
            onClick={() => setLocale(language)}
            sx={{
              minWidth: 0,
              textTransform: 'none',
              ...(i === 0
                ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
                : { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' }),
            }}
          >
            {isSmall ? language.toUpperCase() : translate(`comedor.language.${language}`)}
          </Button>
        );
      })}
    </Box>
  );
}
