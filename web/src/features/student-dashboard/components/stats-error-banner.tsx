import { errorMessages, studentDashboardTexts } from '@appointments/domain';
import { Button, Flex, Text } from '@chakra-ui/react';
import { AlertBox } from '@/components/ui/alert-box';

/** Stays on screen after the toast has gone, with the reason and a way to try again. */
export function StatsErrorBanner({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <AlertBox>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <div>
          <Text fontWeight="semibold">{errorMessages.statsBanner}</Text>
          <Text fontSize="sm">{message}</Text>
        </div>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry}>
          {studentDashboardTexts.retry}
        </Button>
      </Flex>
    </AlertBox>
  );
}
