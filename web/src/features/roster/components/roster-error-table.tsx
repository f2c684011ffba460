import { type RosterError, rosterTexts as texts } from '@appointments/domain';
import { Box, chakra, Text } from '@chakra-ui/react';

const cell = { textAlign: 'start', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'line' } as const;

/** The refused cells by line and column, with the reason; it scrolls sideways on a narrow screen. */
export function RosterErrorTable({ errors }: { errors: readonly RosterError[] }) {
  if (errors.length === 0) {
    return <Text color="ink.muted">{texts.noErrors}</Text>;
  }
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={texts.errorsTitle}
      maxH="96"
      overflowY="auto"
    >
      <chakra.table width="full" fontSize="sm" color="ink">
        <chakra.thead position="sticky" top="0" bg="surface.card">
          <tr>
            <chakra.th {...cell} scope="col">
              {texts.errorColumns.line}
            </chakra.th>
            <chakra.th {...cell} scope="col">
              {texts.errorColumns.column}
            </chakra.th>
            <chakra.th {...cell} scope="col">
              {texts.errorColumns.message}
            </chakra.th>
          </tr>
        </chakra.thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`${error.line}-${error.column}`}>
              <chakra.td {...cell} fontVariantNumeric="tabular-nums">
                {error.line}
              </chakra.td>
              <chakra.td {...cell}>{error.column}</chakra.td>
              <chakra.td {...cell}>{error.message}</chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
