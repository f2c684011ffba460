// One chart: its title, the sentence saying what it shows, the chart, its table view (for screen readers and
// copying) and its numbers as CSV.
import { insightsTexts as texts } from '@appointments/domain';
import { Box, Button, Flex, Heading, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ChartTable } from '../model/chart-tables';
import { downloadTableCsv } from '../model/table-csv';

export function TableView({ table }: { table: ChartTable }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-table={table.id}>
        <Table.Caption srOnly>{table.title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {table.columns.map((column) => (
              <Table.ColumnHeader key={column} scope="col">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <Table.Cell as="th" scope="row" key={table.columns[index]} fontWeight="medium">
                    {cell}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={table.columns[index]} textAlign="end">
                    {cell}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function ChartCard({
  table,
  range,
  children,
}: {
  table: ChartTable;
  range: { from: string; to: string };
  children?: ReactNode;
}) {
  const headingId = `${table.id}-chart-heading`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-chart={table.id}
      bg="surface.card"
      borderWidth="1px"
      borderColor="line"
      rounded="card"
      p="4"
      css={{ breakInside: 'avoid' }}
    >
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h3" id={headingId} textStyle="sectionTitle" fontSize="md" color="ink">
          {table.title}
        </Heading>
        <Button
          size="xs"
          variant="outline"
          onClick={() => downloadTableCsv(table, range)}
          css={{ '@media print': { display: 'none' } }}
        >
          {texts.downloadCsv}
        </Button>
      </Flex>
      <Text textStyle="caption" color="ink.muted" mt="1" mb="3">
        {table.summary}
      </Text>
      {children}
      <Box as="details" mt="3">
        <Box as="summary" cursor="pointer" textStyle="caption" color="brand.fg">
          {texts.tableView}
        </Box>
        <Box mt="2">
          <TableView table={table} />
        </Box>
      </Box>
    </Box>
  );
}
