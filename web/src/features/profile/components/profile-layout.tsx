import { Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The form's sections beside the side panels on wide screens, above them on small ones. */
export function ProfileLayout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" mt="6" alignItems="start">
      <Stack gap="6" minW="0">
        {main}
      </Stack>
      <Stack gap="6" minW="0">
        {side}
      </Stack>
    </Grid>
  );
}
