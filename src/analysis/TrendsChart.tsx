/** Bar chart of this week's most ordered dishes with their share (@mui/x-charts, loaded lazily). */
import { BarChart } from '@mui/x-charts/BarChart';
import type { AnalysisFigures } from '../../model/entities';
import { useFormat } from '../ui/useFormat';

export function TrendsChart({ trends, label }: { trends: AnalysisFigures['weekTrends']; label: string }) {
  const fmt = useFormat();
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: trends.map((t) => `${t.name} (${fmt.percent(t.percent)})`), width: 180 }]}
      xAxis={[{ label }]}
      series={[{ data: trends.map((t) => t.count), label, color: '#c2410c' }]}
      margin={{ left: 8, right: 16 }}
    />
  );
}
