import { Box, Flex, type FlexProps, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps extends Omit<FlexProps, 'title'> {
  icon?: LucideIcon;
  /** What is empty ('No teachers found'). */
  title: ReactNode;
  /** What to do about it ('Try adjusting your search'). */
  description?: ReactNode;
  /** A button or link that helps (clear the filter, book a teacher). */
  action?: ReactNode;
}

/** Where a list would be: says why it is empty and what to do next. */
export function EmptyState({ icon: Icon, title, description, action, ...props }: EmptyStateProps) {
  return (
    <Flex
      direction="column"
      align="center"
      textAlign="center"
      gap="2"
      py={{ base: '8', md: '12' }}
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="line.strong"
      rounded="card"
      {...props}
    >
      {Icon && (
        <Box as="span" color="ink.muted" bg="surface.sunken" rounded="full" p="3" mb="1" aria-hidden="true">
          <Icon size={24} />
        </Box>
      )}
      <Text textStyle="cardTitle" color="ink">
        {title}
      </Text>
      {description && (
        <Text textStyle="caption" color="ink.muted" maxW="sm">
          {description}
        </Text>
      )}
      {action && <Box mt="2">{action}</Box>}
    </Flex>
  );
}
