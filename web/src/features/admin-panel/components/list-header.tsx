import { accountListTexts } from '@appointments/domain';
import { Button, Flex, Text } from '@chakra-ui/react';
import { UpdatedTime } from '@/components/ui/updated-time';

interface ListHeaderProps {
  /** 'x of y students' */
  shownText: string;
  /** Before the list's first answer the counts would read '0 of 0', which is not true yet. */
  loading: boolean;
  updatedAt: Date | null;
  exporting: boolean;
  /** While a long export streams in: how far it has come, shown on the button. */
  exportProgress?: string | null;
  exportLabel: string;
  refreshLabel: string;
  onExport(): void;
  onRefresh(): void;
}

/**
 * The counts line of a management list with its Export CSV and Refresh buttons. The active and pending counts
 * are on the status filter's options, so they are not repeated here.
 */
export function ListHeader(props: ListHeaderProps) {
  const {
    shownText,
    loading,
    updatedAt,
    exporting,
    exportProgress,
    exportLabel,
    refreshLabel,
    onExport,
    onRefresh,
  } = props;
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
      <Flex gap="3" wrap="wrap" align="center" fontSize="sm" aria-live="polite">
        {!loading && (
          <>
            <Text fontWeight="semibold" color="gray.900">
              {shownText}
            </Text>
            <UpdatedTime at={updatedAt} />
          </>
        )}
      </Flex>
      <Flex gap="2">
        <Button
          size="sm"
          colorPalette="blue"
          onClick={onExport}
          disabled={exporting}
          aria-label={exportLabel}
        >
          {exporting ? (exportProgress ?? accountListTexts.exporting) : accountListTexts.exportCsv}
        </Button>
        <Button size="sm" variant="outline" onClick={onRefresh} aria-label={refreshLabel}>
          {accountListTexts.refresh}
        </Button>
      </Flex>
    </Flex>
  );
}
