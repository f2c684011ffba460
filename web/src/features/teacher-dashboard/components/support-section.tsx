import { supportContact, teacherDashboardTexts } from '@appointments/domain';
import { chakra, Text } from '@chakra-ui/react';
import { DashboardSection } from '@/components/ui/dashboard-section';

/** The 'Teacher Support Center' section the Quick Nav's Contact entry scrolls to. */
export function SupportSection() {
  return (
    <DashboardSection id="contact" title={teacherDashboardTexts.supportTitle}>
      <Text color="gray.800">{teacherDashboardTexts.supportLead}</Text>
      <Text mt="3">
        <chakra.a href={`mailto:${supportContact.email}`} color="blue.700" textDecoration="underline">
          {supportContact.email}
        </chakra.a>
      </Text>
      <Text color="gray.700">{supportContact.replyNote}</Text>
      <Text mt="3" fontWeight="semibold" color="gray.900">
        {supportContact.addressLabel}
      </Text>
      <chakra.address fontStyle="normal" color="gray.800">
        {supportContact.address}
      </chakra.address>
    </DashboardSection>
  );
}
