import { groupSessionTexts } from '@appointments/domain';
import { chakra, Input, Stack } from '@chakra-ui/react';
import { FormField, fieldDescription } from '@/components/ui/form-field';

interface SeatsFieldsProps {
  id: string;
  capacity: string;
  onCapacityChange(value: string): void;
  error?: string | undefined;
  autoApprove: boolean;
  onAutoApproveChange(value: boolean): void;
}

/** A slot's seats (1 to 50) and, for a group session, whether its bookings are approved at once. */
export function SeatsFields({
  id,
  capacity,
  onCapacityChange,
  error,
  autoApprove,
  onAutoApproveChange,
}: SeatsFieldsProps) {
  const isGroup = Number(capacity) > 1;
  return (
    <Stack gap="2">
      <FormField
        id={id}
        label={groupSessionTexts.seatsLabel}
        error={error}
        hint={groupSessionTexts.seatsHint}
      >
        <Input
          id={id}
          name="capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          maxW="28"
          bg="white"
          value={capacity}
          onChange={(event) => onCapacityChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, error, true)}
        />
      </FormField>
      {isGroup && (
        <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
          <input
            type="checkbox"
            name="autoApprove"
            checked={autoApprove}
            onChange={(event) => onAutoApproveChange(event.target.checked)}
          />
          {groupSessionTexts.autoApprove}
        </chakra.label>
      )}
    </Stack>
  );
}
