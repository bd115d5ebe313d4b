/**
 * The order's stage as a chip: 'Pendiente' (in the kitchen), 'Listo' (at the counter), 'Entregado' (handed over),
 * 'Anulado' (cancelled by the customer).
 */
import type { ReactElement } from 'react';
import { Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useTranslate } from 'react-admin';
import { STAGE_LABEL, type OrderStage } from './orderStage';

/** the chip's look, and the colour of the card's edge that goes with it */
export const STAGE_LOOK: Record<
  OrderStage,
  { icon: ReactElement; color: 'secondary' | 'success' | 'default' | 'error'; border: string }
> = {
  pending: { icon: <HourglassTopIcon />, color: 'secondary', border: 'secondary.main' },
  ready: { icon: <CheckCircleIcon />, color: 'success', border: 'success.main' },
  collected: { icon: <TaskAltIcon />, color: 'default', border: 'grey.500' },
  cancelled: { icon: <EventBusyIcon />, color: 'error', border: 'error.light' },
};

export function OrderStatusChip({ stage }: { stage: OrderStage }) {
  const translate = useTranslate();
  const look = STAGE_LOOK[stage];
  return <Chip icon={look.icon} label={translate(STAGE_LABEL[stage])} color={look.color} sx={{ fontWeight: 800 }} />;
}
