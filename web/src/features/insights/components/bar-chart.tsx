// A bar chart of a chart table (model/chart-tables.ts): one bar per row, the value columns stacked. Drawn
// with visx's scales and bars as SVG; every bar carries its number (`data-value`) and a title, and the
// table view beside it is the accessible reading of the same rows.
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { ChartTable } from '../model/chart-tables';
import { seriesColor } from './chart-colors';

const HEIGHT = 180;
const LABEL_EVERY = 4;
/** Room for a row's name left of its bar. */
const LABEL_WIDTH = 150;

export interface BarChartProps {
  table: ChartTable;
  /** The columns drawn, stacked in this order (indices into `table.columns`). */
  series: number[];
  /** Bars across (weeks) or down (departments, teachers). */
  layout?: 'columns' | 'rows';
}

const numberIn = (cell: unknown) => (typeof cell === 'number' ? cell : 0);

function Legend({ table, series }: Pick<BarChartProps, 'table' | 'series'>) {
  if (series.length < 2) return null;
  return (
    <Flex
      as="ul"
      listStyleType="none"
      wrap="wrap"
      gap="3"
      textStyle="caption"
      color="ink.muted"
      aria-hidden="true"
    >
      {series.map((column, index) => (
        <Flex as="li" key={column} align="center" gap="1">
          <Box w="3" h="3" rounded="sm" style={{ background: seriesColor(index) }} />
          {table.columns[column]}
        </Flex>
      ))}
    </Flex>
  );
}

export function BarChart({ table, series, layout = 'columns' }: BarChartProps) {
  const totals = table.rows.map((row) => series.reduce((sum, column) => sum + numberIn(row[column]), 0));
  const max = Math.max(1, ...totals);
  const across = layout === 'columns';
  // Wide enough that the chart is drawn near its own size on a desktop card: its text stays legible.
  const width = across ? Math.max(table.rows.length * 16, 480) : 480;
  const height = across ? HEIGHT : Math.max(table.rows.length * 28, 28);
  const band = scaleBand<number>({
    domain: table.rows.map((_, index) => index),
    range: across ? [0, width] : [0, height],
    padding: 0.2,
  });
  const value = scaleLinear<number>({
    domain: [0, max],
    range: across ? [0, height - 16] : [0, width - LABEL_WIDTH],
  });
  return (
    <Box className="insights-chart" css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}>
      <Legend table={table} series={series} />
      <chakra.svg
        role="img"
        aria-label={table.summary}
        viewBox={`0 0 ${width} ${height}`}
        w="full"
        maxW={`${width}px`}
        mt="2"
      >
        {table.rows.map((row, rowIndex) => {
          let offset = 0;
          const position = band(rowIndex) ?? 0;
          return (
            <g key={String(row[0])} data-row={String(row[0])}>
              {series.map((column, seriesIndex) => {
                const cell = numberIn(row[column]);
                const size = value(cell);
                const start = offset;
                offset += size;
                return (
                  <Bar
                    key={column}
                    data-value={cell}
                    data-column={table.columns[column]}
                    x={across ? position : LABEL_WIDTH + start}
                    y={across ? height - 16 - start - size : position}
                    width={across ? band.bandwidth() : size}
                    height={across ? size : band.bandwidth()}
                    fill={seriesColor(seriesIndex)}
                  >
                    <title>{`${row[0]}, ${table.columns[column]}: ${cell}`}</title>
                  </Bar>
                );
              })}
              {across && rowIndex % LABEL_EVERY === 0 && (
                <text x={position} y={height - 2} fontSize="12" fill="var(--chakra-colors-ink-muted)">
                  {String(row[0]).slice(5)}
                </text>
              )}
              {!across && (
                <text
                  x={0}
                  y={position + band.bandwidth() / 2 + 4}
                  fontSize="14"
                  fill="var(--chakra-colors-ink)"
                >
                  {String(row[0]).slice(0, 20)}
                </text>
              )}
            </g>
          );
        })}
      </chakra.svg>
      {table.rows.length === 0 && (
        <Text textStyle="caption" color="ink.muted">
          –
        </Text>
      )}
    </Box>
  );
}
