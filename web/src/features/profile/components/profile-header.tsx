import { profileTexts } from '@appointments/domain';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { PicturePicker } from './picture-picker';

interface ProfileHeaderProps {
  name: string;
  email: string;
  picture: string | null;
  /** Role and subject line under the name. */
  subtitle: string;
  /** Extra badges beside the subtitle (the teacher's rating). */
  badges?: ReactNode;
  editing: boolean;
  saving: boolean;
  onEdit(): void;
  onCancel(): void;
  onUpload(file: File): Promise<void>;
}

/** Who the profile is, the picture with its change button, and Edit Profile or Save and Cancel. */
export function ProfileHeader(props: ProfileHeaderProps) {
  const { name, email, picture, subtitle, badges, editing, saving, onEdit, onCancel, onUpload } = props;
  return (
    <Flex
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '6' }}
      gap="5"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'center' }}
    >
      <Flex gap="4" align="center" flex="1" minW="0">
        <PersonAvatar name={name} picture={picture} alt={profileTexts.pictureAlt(name)} size="24" />
        <Box minW="0">
          <Text fontSize="2xl" fontWeight="bold" color="gray.900" overflowWrap="anywhere">
            {name}
          </Text>
          <Text color="gray.700" overflowWrap="anywhere">
            {email}
          </Text>
          <Flex gap="2" mt="1" align="center" wrap="wrap">
            <Text color="gray.800">{subtitle}</Text>
            {badges}
          </Flex>
        </Box>
      </Flex>
      <Flex direction="column" gap="3" align={{ base: 'flex-start', md: 'flex-end' }}>
        {/* Solid buttons are darker than the palette's: its hover colour is too light for white text (AA). */}
        {/* Distinct keys: the Save button must be a new element, not the Edit button turned into a submit. */}
        {editing ? (
          <Flex gap="2" key="editing">
            <Button
              type="submit"
              colorPalette="blue"
              bg="blue.700"
              _hover={{ bg: 'blue.800' }}
              loading={saving}
              loadingText={profileTexts.saving}
            >
              {profileTexts.save}
            </Button>
            <Button type="button" variant="outline" colorPalette="gray" onClick={onCancel} disabled={saving}>
              {profileTexts.cancel}
            </Button>
          </Flex>
        ) : (
          <Button
            key="viewing"
            type="button"
            colorPalette="blue"
            bg="blue.700"
            _hover={{ bg: 'blue.800' }}
            onClick={onEdit}
          >
            {profileTexts.editProfile}
          </Button>
        )}
        <PicturePicker onUpload={onUpload} />
      </Flex>
    </Flex>
  );
}
