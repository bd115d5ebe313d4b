/**
 * Sidebar of spec section 2: Dashboard, Información y Análisis, Atención al cliente, 'Gestionar' (Usuarios,
 * Platos, Pedidos, Menú semanal, Días cerrados, Hoja de producción, Premios, Validar premio, Estaciones), Perfil, Cerrar sesión. A resource's entry shows the
 * icon its index.ts declares (as react-admin's demo menu does); the other entries name theirs here.
 */
import { Logout, Menu, useTranslate } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import BarChartIcon from '@mui/icons-material/BarChart';
import TuneIcon from '@mui/icons-material/Tune';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import VerifiedIcon from '@mui/icons-material/Verified';
import PersonIcon from '@mui/icons-material/Person';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { AdminSubMenu } from './AdminSubMenu';
import { PATHS } from '../../model/paths';
import complaints from '../complaints';
import dishes from '../dishes';
import rewards from '../rewards';
import stations from '../stations';
import users from '../users';
import auditEvents from '../audit';

export function AdminMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to={PATHS.adminHome} primaryText={translate('admin.menu.dashboard')} leftIcon={<DashboardIcon />} />
      <Menu.Item to={PATHS.analysis} primaryText={translate('admin.menu.analysis')} leftIcon={<BarChartIcon />} />
      <Menu.Item to={PATHS.complaints} primaryText={translate('admin.menu.support')} leftIcon={<complaints.icon />} />
      <AdminSubMenu label={translate('admin.menu.manage')} icon={<TuneIcon />}>
        <Menu.Item to={PATHS.userManagement} primaryText={translate('admin.menu.users')} leftIcon={<users.icon />} />
        <Menu.Item to={PATHS.dishManagement} primaryText={translate('admin.menu.dishes')} leftIcon={<dishes.icon />} />
        <Menu.Item to={PATHS.adminOrders} primaryText={translate('admin.menu.orders')} leftIcon={<ReceiptLongIcon />} />
        <Menu.Item to={PATHS.weekMenu} primaryText={translate('planning.week.title')} leftIcon={<CalendarMonthIcon />} />
        <Menu.Item to={PATHS.closedDays} primaryText={translate('planning.closed.title')} leftIcon={<EventBusyIcon />} />
        <Menu.Item to={PATHS.productionSheet} primaryText={translate('planning.sheet.title')} leftIcon={<AssignmentIcon />} />
        <Menu.Item to={PATHS.rewardManagement} primaryText={translate('admin.menu.rewards')} leftIcon={<rewards.icon />} />
        <Menu.Item to={PATHS.validateReward} primaryText={translate('admin.menu.validate_reward')} leftIcon={<VerifiedIcon />} />
        <Menu.Item to={PATHS.stations} primaryText={translate('admin.menu.stations')} leftIcon={<stations.icon />} />
      </AdminSubMenu>
      <Menu.Item to={PATHS.auditEvents} primaryText={translate('audit.menu')} leftIcon={<auditEvents.icon />} />
      <Menu.Item to={PATHS.adminProfile} primaryText={translate('admin.menu.profile')} leftIcon={<PersonIcon />} />
      <Logout />
    </Menu>
  );
}
