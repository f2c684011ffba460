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
import { useEffect } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { parseForm } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
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
  const rated = existing?.hasRated === true ? existing : null;
  const form = useSchemaForm({
    initial: { stars: 0, review: '' },
    check: ({ stars, review }) => parseForm(ratingSchema, { teacherId: teacher._id, rating: stars, review }),
    // The caller has shown the server's reason; the choice stays for another try.
    send: (payload) => onSubmit(payload, rated !== null),
    // The stars have no field message of their own: the hint under them, and a toast (the caller has
    // already toasted a server's refusal).
    onInvalid: (errors, _form, from) => {
      if (from === 'check') notify.warning(errors.rating ?? validationMessages.ratingRequired);
    },
  });
  const { stars, review } = form.values;
  const { reset } = form;

  // The earlier rating arrives after the modal opens; start editing from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reset` is a new function each render; the rating decides
  useEffect(() => {
    if (!rated) return;
    reset({ stars: rated.rating, review: rated.review });
  }, [rated]);

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
          <Button type="submit" form={FORM_ID} colorPalette="blue" disabled={stars === 0 || form.busy}>
            {rated ? ratingModalTexts.update : ratingModalTexts.submit}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} ref={form.formRef} noValidate onSubmit={form.submit}>
        <Stack gap="4">
          {rated && (
            <Box bg="blue.50" rounded="md" p="3" color="blue.900">
              {ratingModalTexts.existing(rated.rating, formatShortDate(rated.ratedAt))}
            </Box>
          )}
          <StarPicker value={stars} onChange={(next) => form.set('stars', next)} />
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
              onChange={(event) => form.set('review', event.target.value)}
            />
          </FormField>
        </Stack>
      </form>
    </ModalDialog>
  );
}
