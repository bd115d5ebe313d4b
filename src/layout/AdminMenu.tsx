/**
 * Sidebar of spec section 2: Dashboard, Información y Análisis, Atención al cliente, 'Gestionar' (Usuarios,
 * Platos, Pedidos, Premios, Validar premio, Estaciones), Perfil, Cerrar sesión.
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
import VerifiedIcon from '@mui/icons-material/Verified';
import PersonIcon from '@mui/icons-material/Person';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import { AdminSubMenu } from './AdminSubMenu';
import { PATHS } from '../../model/paths';

export function AdminMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to={PATHS.adminHome} primaryText={translate('admin.menu.dashboard')} leftIcon={<DashboardIcon />} />
      <Menu.Item to={PATHS.analysis} primaryText={translate('admin.menu.analysis')} leftIcon={<BarChartIcon />} />
      <Menu.Item to={PATHS.complaints} primaryText={translate('admin.menu.support')} leftIcon={<SupportAgentIcon />} />
      <AdminSubMenu label={translate('admin.menu.manage')} icon={<TuneIcon />}>
        <Menu.Item to={PATHS.userManagement} primaryText={translate('admin.menu.users')} leftIcon={<PeopleIcon />} />
        <Menu.Item to={PATHS.dishManagement} primaryText={translate('admin.menu.dishes')} leftIcon={<RestaurantMenuIcon />} />
        <Menu.Item to={PATHS.adminOrders} primaryText={translate('admin.menu.orders')} leftIcon={<ReceiptLongIcon />} />
        <Menu.Item to={PATHS.rewardManagement} primaryText={translate('admin.menu.rewards')} leftIcon={<EmojiEventsIcon />} />
        <Menu.Item to={PATHS.validateReward} primaryText={translate('admin.menu.validate_reward')} leftIcon={<VerifiedIcon />} />
        <Menu.Item to={PATHS.stations} primaryText={translate('admin.menu.stations')} leftIcon={<SoupKitchenIcon />} />
      </AdminSubMenu>
      <Menu.Item to={PATHS.adminProfile} primaryText={translate('admin.menu.profile')} leftIcon={<PersonIcon />} />
      <Logout />
    </Menu>
  );
}
