// A chart's numbers as a CSV file: the table's header and rows, every cell formula-safe.
import { neutraliseFormula } from '@appointments/domain';
import type { ChartTable } from './chart-tables';

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export function tableCsv(table: ChartTable): string {
  return [table.columns, ...table.rows]
    .map((row) => row.map((cell) => quoted(neutraliseFormula(String(cell)))).join(','))
    .join('\r\n')
    .concat('\r\n');
}

export function downloadTableCsv(table: ChartTable, range: { from: string; to: string }): void {
  const url = URL.createObjectURL(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `insights-${table.id}-${range.from}-to-${range.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
