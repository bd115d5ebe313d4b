/**
 * Sidebar of spec section 2: Dashboard, Información y Análisis, Atención al cliente, 'Gestionar' (Usuarios,
 * Platos, Pedidos, Premios, Estaciones), Perfil, Cerrar sesión.
 */
import { Logout, Menu, useTranslate } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import BarChartIcon from '@mui/icons-material/BarChart';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TuneIcon from '@mui/icons-material/Tune';
import PeopleIcon from '@mui/icons-material/People';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import PersonIcon from '@mui/icons-material/Person';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import { AdminSubMenu } from './AdminSubMenu';

export function AdminMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to="/board-admin" primaryText={translate('admin.menu.dashboard')} leftIcon={<DashboardIcon />} />
      <Menu.Item to="/analysis-list-admin" primaryText={translate('admin.menu.analysis')} leftIcon={<BarChartIcon />} />
      <Menu.Item to="/customerSupport-list-shared" primaryText={translate('admin.menu.support')} leftIcon={<SupportAgentIcon />} />
      <AdminSubMenu label={translate('admin.menu.manage')} icon={<TuneIcon />}>
        <Menu.Item to="/usrManagement-list-admin" primaryText={translate('admin.menu.users')} leftIcon={<PeopleIcon />} />
        <Menu.Item to="/dish-management" primaryText={translate('admin.menu.dishes')} leftIcon={<RestaurantMenuIcon />} />
        <Menu.Item to="/orders-admin" primaryText={translate('admin.menu.orders')} leftIcon={<ReceiptLongIcon />} />
        <Menu.Item to="/rewarmanagement-madm-admin" primaryText={translate('admin.menu.rewards')} leftIcon={<EmojiEventsIcon />} />
        <Menu.Item to="/stations" primaryText={translate('admin.menu.stations')} leftIcon={<SoupKitchenIcon />} />
      </AdminSubMenu>
      <Menu.Item to="/profile-admin" primaryText={translate('admin.menu.profile')} leftIcon={<PersonIcon />} />
      <Logout />
    </Menu>
  );
}
