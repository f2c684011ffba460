import { accountListTexts, activeCountText, pendingCountLabel } from '@appointments/domain';
import { Button, Flex, Text } from '@chakra-ui/react';
import { UpdatedTime } from '@/components/ui/updated-time';

interface ListHeaderProps {
  /** 'x of y students' */
  shownText: string;
  /** Before the list's first answer the counts would read '0 of 0', which is not true yet. */
  loading: boolean;
  active: number;
  pending: number;
  updatedAt: Date | null;
  exporting: boolean;
  /** While a long export streams in: how far it has come, shown on the button. */
  exportProgress?: string | null;
  exportLabel: string;
  refreshLabel: string;
  onExport(): void;
  onRefresh(): void;
}

/** The counts line of a management list with its Export CSV and Refresh buttons. */
export function ListHeader(props: ListHeaderProps) {
  const {
    shownText,
    loading,
    active,
    pending,
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
            <Text color="green.800">{activeCountText(active)}</Text>
            <Text color="orange.800">{pendingCountLabel(pending)}</Text>
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
