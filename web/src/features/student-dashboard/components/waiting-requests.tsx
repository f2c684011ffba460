import { type Appointment, bookingTypeLabel, formatShortDateTime, statusLabel } from '@appointments/domain';
import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { scrollToSection } from '@/lib/smooth-scroll';
import { pendingRequestTexts } from '../dashboard-texts';

/** The first few; the rest are one tap away in My Appointments. */
const SHOWN = 3;

const Pill = chakra('span', {
  base: {
    display: 'inline-block',
    px: '2',
    py: '0.5',
    rounded: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
  },
});

/** The requests no teacher has answered yet, each with its status, under the next session. */
export function WaitingRequests({ requests }: { requests: readonly Appointment[] }) {
  if (requests.length === 0) return null;
  const hidden = requests.length - SHOWN;
  return (
    <Box as="section" aria-labelledby="waiting-requests-heading">
      <Heading as="h2" size="sm" id="waiting-requests-heading" color="gray.900" mb="2">
        {pendingRequestTexts.heading(requests.length)}
      </Heading>
      <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
        {requests.slice(0, SHOWN).map((request) => (
          <chakra.li
            key={request._id}
            borderWidth="1px"
            borderColor="gray.200"
            bg="white"
            rounded="md"
            px="3"
            py="2"
          >
            <Flex justify="space-between" gap="2" align="center" wrap="wrap">
              <Box minW="0">
                <Text fontWeight="medium" color="gray.900">
                  {request.teacher.name}
                </Text>
                <Text fontSize="sm" color="gray.800">
                  {pendingRequestTexts.requested(formatShortDateTime(request.dateTime))}
                </Text>
              </Box>
              <Flex gap="1" wrap="wrap">
                <Pill bg="gray.100" color="gray.900">
                  {bookingTypeLabel(request.bookingType)}
                </Pill>
                <Pill bg="yellow.100" color="yellow.900">
                  {statusLabel(request.status)}
                </Pill>
              </Flex>
            </Flex>
          </chakra.li>
        ))}
      </chakra.ul>
      {hidden > 0 && (
        <Button
          mt="2"
          size="xs"
          variant="plain"
          colorPalette="blue"
          onClick={() => scrollToSection('myAppointments')}
        >
          {pendingRequestTexts.more(hidden)}
        </Button>
      )}
    </Box>
  );
}
