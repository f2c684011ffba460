import {
  formatShortDate,
  type RatingPayload,
  type RatingStatus,
  ratingModalTexts,
  ratingSchema,
  type TeacherCard,
  validationMessages,
} from '@appointments/domain';
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { parseForm } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { StarPicker } from './star-picker';

interface RatingModalProps {
  teacher: TeacherCard;
  /** The student's rating of this teacher; null while it loads (or when it could not be loaded). */
  existing: RatingStatus | null;
  onSubmit(payload: RatingPayload, isUpdate: boolean): Promise<void>;
  onClose(): void;
}

const FORM_ID = 'rating-form';

export function RatingModal({ teacher, existing, onSubmit, onClose }: RatingModalProps) {
  const [stars, setStars] = useState(0);
  const [review, setReview] = useState('');
  const [busy, setBusy] = useState(false);
  const rated = existing?.hasRated === true ? existing : null;

  // The earlier rating arrives after the modal opens; start editing from it.
  useEffect(() => {
    if (!rated) return;
    setStars(rated.rating);
    setReview(rated.review);
  }, [rated]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseForm(ratingSchema, { teacherId: teacher._id, rating: stars, review });
    if (!parsed.data) {
      notify.warning(parsed.errors.rating ?? validationMessages.ratingRequired);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(parsed.data, rated !== null);
    } catch {
      // The caller has shown the server's reason; the choice stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={ratingModalTexts.title(teacher.name)}
      closeLabel={ratingModalTexts.cancel}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {ratingModalTexts.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} colorPalette="blue" disabled={stars === 0 || busy}>
            {rated ? ratingModalTexts.update : ratingModalTexts.submit}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <Stack gap="4">
          {rated && (
            <Box bg="blue.50" rounded="md" p="3" color="blue.900">
              {ratingModalTexts.existing(rated.rating, formatShortDate(rated.ratedAt))}
            </Box>
          )}
          <StarPicker value={stars} onChange={setStars} />
          {stars === 0 && (
            <Text role="status" fontSize="sm" color="orange.800">
              {validationMessages.ratingRequired}
            </Text>
          )}
          <FormField id="rating-review" label={ratingModalTexts.review}>
            <chakra.textarea
              id="rating-review"
              name="review"
              rows={3}
              css={nativeFieldStyles}
              placeholder={ratingModalTexts.reviewPlaceholder}
              value={review}
              onChange={(event) => setReview(event.target.value)}
            />
          </FormField>
        </Stack>
      </form>
    </ModalDialog>
  );
}
