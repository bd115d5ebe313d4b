/** App bar of the administrator's layout: title, language switch and the user menu (profile, sign-out). */
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { PATHS } from '../../model/paths';

function ProfileMenuItem() {
  const translate = useTranslate();
  return (
    <MenuItem component={Link} to={PATHS.adminProfile}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('admin.menu.profile')}</ListItemText>
    </MenuItem>
  );
}

export function AdminAppBar() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <AppBar
      toolbar={<LanguageSwitch />}
      userMenu={
        // the button shows the user's name: its accessible name includes it (WCAG 2.5.3, label in name)
        <UserMenu label={identity?.fullName ? translate('admin.menu.user_menu', { name: identity.fullName }) : undefined}>
          <ProfileMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
