/**
 * The waste card's charts (@mui/x-charts, loaded lazily): the share of portions prepared left over, per week, and
 * the grams per cover of the weeks weighed, against the 120 g reference line.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WasteFigures } from '../../model/waste';
import { useFormat } from '../ui/useFormat';

export function WasteCharts({ figures }: { figures: WasteFigures }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const weeks = figures.weeks.map((w) => fmt.day(w.monday, { day: 'numeric', month: 'short' }));
  const weighed = figures.weeks.some((w) => w.gramsPerCover !== null);
  const shareLabel = translate('waste.share_axis');
  const gramsLabel = translate('waste.grams_axis');
  return (
    <Box>
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        yAxis={[{ label: shareLabel, valueFormatter: (v: number) => fmt.percent(v) }]}
        series={[
          {
            data: figures.weeks.map((w) => (w.share === null ? null : Math.round(w.share * 1000) / 10)),
            label: shareLabel,
            color: '#c2410c',
            valueFormatter: (v) => (v === null ? translate('waste.no_value') : fmt.percent(v)),
          },
        ]}
      />
      {weighed && (
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: weeks }]}
          yAxis={[
            {
              label: gramsLabel,
              max: Math.max(figures.referenceGrams * 1.25, ...figures.weeks.map((w) => w.gramsPerCover ?? 0)),
            },
          ]}
          series={[
            {
              data: figures.weeks.map((w) => (w.gramsPerCover === null ? null : Math.round(w.gramsPerCover))),
              label: gramsLabel,
              color: '#0f766e',
              valueFormatter: (v) => (v === null ? translate('waste.no_value') : `${fmt.number(v, 0)} g`),
            },
          ]}
        >
          <ChartsReferenceLine
            y={figures.referenceGrams}
            label={translate('waste.reference', { grams: figures.referenceGrams })}
            labelAlign="start"
            lineStyle={{ stroke: '#b91c1c', strokeDasharray: '6 4', strokeWidth: 2 }}
          />
        </BarChart>
      )}
    </Box>
  );
}
