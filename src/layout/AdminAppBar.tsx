/** App bar of the administrator's layout: title, language switch and the user menu (profile, sign-out). */
import { AppBar, Logout, TitlePortal, UserMenu, UserMenuClasses, useGetIdentity, useTranslate } from 'react-admin';
import { Avatar, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
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
        // the photo is decoration beside the name (alt=""), so a screen reader does not read the name twice
        <UserMenu
          label={identity?.fullName ? translate('admin.menu.user_menu', { name: identity.fullName }) : undefined}
          icon={
            typeof identity?.image === 'string' ? (
              <Avatar className={UserMenuClasses.avatar} src={identity.image} alt="" />
            ) : undefined
          }
        >
          <ProfileMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
