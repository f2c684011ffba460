import { meetingPlaceTexts, teacherProfileTexts } from '@appointments/domain';
import { Box, Stack, Text } from '@chakra-ui/react';
import { ProfileCard } from '@/components/ui/profile-card';
import { TextLink } from '@/components/ui/text-link';
import type { TeacherField } from '../model/teacher-form';
import { profileOfficeHoursTexts } from '../office-hours-texts';
import { FieldGrid } from './field-grid';
import { ProfileField } from './profile-field';
import { bindField, type ProfileEditor } from './use-profile-editor';

/** Where the dashboard's availability section is: the weekly office hours are made there. */
const MANAGE_OFFICE_HOURS = '/teacher/dashboard#updateAvailability';

interface OfficeHoursCardProps {
  editor: ProfileEditor<TeacherField>;
  /** The weekly series in words; undefined while loading, null when they could not be read. */
  weeklyLines: readonly string[] | null | undefined;
}

/**
 * Office Hours: the weekly office hours as the dashboard's generator made them (the one place they are set),
 * the office location (the default place of in-person sessions) and the meeting link.
 */
export function OfficeHoursCard({ editor, weeklyLines }: OfficeHoursCardProps) {
  return (
    <ProfileCard id="office-hours" title={teacherProfileTexts.officeHours}>
      <Box mb="4">
        <Text fontSize="sm" fontWeight="medium" color="gray.700">
          {profileOfficeHoursTexts.weeklyLabel}
        </Text>
        {weeklyLines === undefined ? (
          <Text color="gray.700">{profileOfficeHoursTexts.loading}</Text>
        ) : weeklyLines === null ? (
          <Text color="gray.700">{profileOfficeHoursTexts.failed}</Text>
        ) : weeklyLines.length === 0 ? (
          <Text color="gray.700">{profileOfficeHoursTexts.none}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1">
            {weeklyLines.map((line) => (
              <Text as="li" key={line} color="gray.900">
                {line}
              </Text>
            ))}
          </Stack>
        )}
        <Box mt="1">
          <TextLink to={MANAGE_OFFICE_HOURS}>{profileOfficeHoursTexts.manage}</TextLink>
        </Box>
      </Box>
      <FieldGrid editing={editor.editing}>
        <ProfileField
          {...bindField(editor, 'profile.officeHours.location')}
          label={teacherProfileTexts.location}
          hint={editor.editing ? profileOfficeHoursTexts.locationHint : undefined}
        />
        <ProfileField
          {...bindField(editor, 'profile.meetingLink')}
          label={meetingPlaceTexts.meetingLinkLabel}
          hint={editor.editing ? meetingPlaceTexts.meetingLinkHint : undefined}
          wide
        />
      </FieldGrid>
    </ProfileCard>
  );
}
