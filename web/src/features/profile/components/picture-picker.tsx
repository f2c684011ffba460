import { PROFILE_PICTURE_TYPES, profilePictureCheck, profileTexts } from '@appointments/domain';
import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { notify } from '@/lib/notify';

interface PicturePickerProps {
  /** Rejects when the upload failed (the caller has said why). */
  onUpload(file: File): Promise<void>;
}

/** 'Change Picture': choose a file, check it (an image under 2 MB) and upload it. */
export function PicturePicker({ onUpload }: PicturePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after a refusal still fires a change.
    event.target.value = '';
    if (!file) return;
    const refusal = profilePictureCheck(file);
    setProblem(refusal);
    if (refusal) {
      notify.error(refusal);
      return;
    }
    setUploading(true);
    try {
      await onUpload(file);
    } catch {
      // The toast carries the reason; the old picture stays.
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box>
      <chakra.input
        ref={input}
        type="file"
        name="profilePicture"
        accept={PROFILE_PICTURE_TYPES.join(',')}
        display="none"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        colorPalette="blue"
        bg="white"
        loading={uploading}
        loadingText={profileTexts.uploadingPicture}
        aria-describedby="picture-hint"
        onClick={() => input.current?.click()}
      >
        {profileTexts.changePicture}
      </Button>
      <Text id="picture-hint" fontSize="xs" color="gray.700" mt="1">
        {profileTexts.pictureHint}
      </Text>
      {problem && (
        <Text role="alert" fontSize="sm" color="red.700" mt="1">
          {problem}
        </Text>
      )}
    </Box>
  );
}
