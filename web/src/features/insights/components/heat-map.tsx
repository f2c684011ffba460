// The weekday × hour grid (IST) of booked sessions: each cell's shade grows with its count; the table view
// beside it lists the same numbers.
import { Box, chakra } from '@chakra-ui/react';
import { scaleLinear } from '@visx/scale';
import type { ChartTable } from '../model/chart-tables';

const CELL = 14;
const LEFT = 34;

export function HeatMap({ table }: { table: ChartTable }) {
  const counts = table.rows.flatMap((row) => row.slice(1).map(Number));
  const opacity = scaleLinear<number>({ domain: [0, Math.max(1, ...counts)], range: [0.06, 1] });
  const width = LEFT + 24 * CELL;
  const height = 7 * CELL + 14;
  return (
    <Box className="insights-chart" css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}>
      <chakra.svg role="img" aria-label={table.summary} viewBox={`0 0 ${width} ${height}`} w="full" maxW="md">
        {table.rows.map((row, day) => (
          <g key={String(row[0])} data-row={String(row[0])}>
            <text x={0} y={day * CELL + 11} fontSize="9" fill="var(--chakra-colors-ink-muted)">
              {String(row[0]).slice(0, 3)}
            </text>
            {row.slice(1).map((cell, hour) => (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: the hour is the cell's identity
                key={hour}
                data-value={cell}
                data-column={table.columns[hour + 1]}
                x={LEFT + hour * CELL}
                y={day * CELL}
                width={CELL - 2}
                height={CELL - 2}
                rx={2}
                fill="var(--chakra-colors-blue-600)"
                fillOpacity={opacity(Number(cell))}
              >
                <title>{`${row[0]} ${table.columns[hour + 1]}: ${cell}`}</title>
              </rect>
            ))}
          </g>
        ))}
        {[0, 6, 12, 18].map((hour) => (
          <text
            key={hour}
            x={LEFT + hour * CELL}
            y={height - 2}
            fontSize="9"
            fill="var(--chakra-colors-ink-muted)"
          >
            {String(hour).padStart(2, '0')}
          </text>
        ))}
      </chakra.svg>
    </Box>
  );
}
