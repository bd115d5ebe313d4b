/**
 * The week as a grid: Monday to Sunday across, the active dishes down grouped by category. A planned day's
 * cells are portion fields; an unplanned day shows its usual portions greyed with "Planificar"; a closed day
 * shows why it is closed. Wide weeks scroll sideways with the dish names kept in view.
 */
import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { isoWeekday } from '../../model/calendar';
import { CATEGORIES } from '../../model/categories';
import type { Dish } from '../../model/entities';
import type { DayMenu } from '../../model/week-responses';
import { useFormat } from '../ui/useFormat';
import { PortionsField } from './PortionsField';
import { HistoryButton } from '../audit/HistoryButton';

interface Props {
  days: DayMenu[];
  dishes: Dish[];
  today: string;
  onSave: (day: DayMenu, dishId: number, portions: number | null) => Promise<boolean>;
  onPlan: (day: DayMenu) => void;
  onUnplan: (day: DayMenu) => void;
}

const stickySx = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 150, maxWidth: 220 } as const;

export function WeekGrid({ days, dishes, today, onSave, onPlan, onUnplan }: Props) {
  const translate = useTranslate();
  const fmt = useFormat();
  const groups = CATEGORIES.map((c) => ({ category: c, dishes: dishes.filter((d) => d.category.id === c.id) })).filter(
    (g) => g.dishes.length > 0,
  );

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" stickyHeader aria-label={translate('planning.week.title')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickySx, zIndex: 3 }}>{translate('planning.week.dish')}</TableCell>
            {days.map((day) => (
              <TableCell
                key={day.date}
                sx={{ minWidth: 130, verticalAlign: 'top', bgcolor: day.date === today ? 'action.hover' : undefined }}
              >
                <DayHeader
                  day={day}
                  past={day.date < today}
                  onPlan={onPlan}
                  onUnplan={onUnplan}
                  label={fmt.day(day.date, { weekday: 'short', day: 'numeric', month: 'short' })}
                />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => [
            <TableRow key={`c${group.category.id}`}>
              <TableCell colSpan={days.length + 1} sx={{ bgcolor: 'grey.100', py: 0.5 }}>
                <Typography variant="subtitle2" component="h3" sx={{ position: 'sticky', left: 16, display: 'inline-block' }}>
                  {translate(`planning.categories.${group.category.id}`, { _: group.category.name })}
                </Typography>
              </TableCell>
            </TableRow>,
            ...group.dishes.map((dish) => (
              <TableRow key={dish.id} hover>
                <TableCell component="th" scope="row" sx={stickySx}>
                  {dish.name}
                </TableCell>
                {days.map((day) => (
                  <TableCell key={day.date} sx={{ bgcolor: day.open ? undefined : 'grey.50' }}>
                    <DayCell
                      day={day}
                      dish={dish}
                      past={day.date < today}
                      onSave={onSave}
                      dayLabel={fmt.day(day.date, { weekday: 'long', day: 'numeric' })}
                    />
                  </TableCell>
                ))}
              </TableRow>
            )),
          ])}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DayHeader({
  day,
  past,
  label,
  onPlan,
  onUnplan,
}: {
  day: DayMenu;
  past: boolean;
  label: string;
  onPlan: (d: DayMenu) => void;
  onUnplan: (d: DayMenu) => void;
}) {
  const translate = useTranslate();
  const fmt = useFormat();
  const longDate = fmt.day(day.date, { weekday: 'long', day: 'numeric', month: 'long' });
  const closedText =
    day.closedReason === 'rest_day' ? translate('planning.week.rest_day') : day.closedReason || translate('planning.week.closed');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography
        variant="subtitle2"
        component="span"
        sx={{ textTransform: 'capitalize' }}
        title={translate(`planning.weekdays.${isoWeekday(day.date)}`)}
      >
        {label}
      </Typography>
      {!day.open ? (
        <Chip
          size="small"
          color="default"
          label={`${translate('planning.week.closed')}${closedText !== translate('planning.week.closed') ? ` · ${closedText}` : ''}`}
        />
      ) : day.planned ? (
        <Chip size="small" color="success" variant="outlined" label={translate('planning.week.planned')} />
      ) : (
        <Chip size="small" variant="outlined" label={translate('planning.week.unplanned')} />
      )}
      {day.open && !past && (
        <Button size="small" sx={{ px: 0.5, minWidth: 0 }} onClick={() => (day.planned ? onUnplan(day) : onPlan(day))}>
          {translate(day.planned ? 'planning.week.unplan' : 'planning.week.plan')}
        </Button>
      )}
      {past && (
        <Typography variant="caption" color="text.secondary">
          {translate('planning.week.past')}
        </Typography>
      )}
      <HistoryButton compact resource="day_menus" id={day.date} title={translate('audit.history_of_day', { date: longDate })} />
    </Stack>
  );
}

function DayCell({
  day,
  dish,
  past,
  dayLabel,
  onSave,
}: {
  day: DayMenu;
  dish: Dish;
  past: boolean;
  dayLabel: string;
  onSave: Props['onSave'];
}) {
  const translate = useTranslate();
  if (!day.open) return null;
  const entry = day.dishes.find((d) => d.dishId === dish.id);
  if (day.planned && !past)
    return (
      <PortionsField
        portions={entry?.portions ?? null}
        booked={entry?.booked ?? 0}
        label={translate('planning.week.portions_of', { dish: dish.name, date: dayLabel })}
        onSave={(portions) => onSave(day, dish.id, portions)}
      />
    );
  return (
    <Box sx={{ color: day.planned ? 'text.primary' : 'text.disabled', whiteSpace: 'nowrap' }}>
      <Typography variant="body2" component="span">
        {entry ? entry.portions : '—'}
      </Typography>
      {entry && entry.booked > 0 && (
        <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 0.75 }}>
          {translate('planning.week.booked', { smart_count: entry.booked })}
        </Typography>
      )}
    </Box>
  );
}
