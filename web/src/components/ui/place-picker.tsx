import { type MeetingKind, meetingPlaceTexts, SHORT_TEXT_MAX_LENGTH } from '@appointments/domain';
import { chakra, Flex, Input, Stack } from '@chakra-ui/react';
import { FormField, fieldDescription } from './form-field';

export interface PlaceValue {
  kind: MeetingKind;
  location: string;
}

interface PlacePickerProps {
  /** Prefix of the ids, unique on the page. */
  id: string;
  value: PlaceValue;
  onChange(value: PlaceValue): void;
  /** Offer the location field for in-person sessions (slots); a request meets at the office. */
  withLocation?: boolean;
  error?: string | undefined;
}

/** In person or online, and for a slot in person where (empty: the office hours' location). */
export function PlacePicker({ id, value, onChange, withLocation = true, error }: PlacePickerProps) {
  const locationId = `${id}-location`;
  const options: Array<[MeetingKind, string]> = [
    ['in_person', meetingPlaceTexts.inPerson],
    ['online', meetingPlaceTexts.online],
  ];
  return (
    <Stack gap="2">
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" mb="1" color="gray.800">
          {meetingPlaceTexts.kindLabel}
        </chakra.legend>
        <Flex gap="4" wrap="wrap">
          {options.map(([kind, label]) => (
            <chakra.label key={kind} display="flex" gap="1" alignItems="center" color="gray.900">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={value.kind === kind}
                onChange={() => onChange({ ...value, kind })}
              />
              {label}
            </chakra.label>
          ))}
        </Flex>
      </chakra.fieldset>
      {withLocation && value.kind === 'in_person' && (
        <FormField
          id={locationId}
          label={meetingPlaceTexts.locationLabel}
          hint={meetingPlaceTexts.locationHint}
          error={error}
        >
          <Input
            id={locationId}
            bg="white"
            maxLength={SHORT_TEXT_MAX_LENGTH}
            placeholder={meetingPlaceTexts.locationPlaceholder}
            value={value.location}
            onChange={(event) => onChange({ ...value, location: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescription(locationId, error, true)}
          />
        </FormField>
      )}
    </Stack>
  );
}
