import { istTimeChoices } from '@appointments/domain';
import { Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ChoiceSelect, type ChoiceSelectProps } from './choice-select';

type IstTimeSelectProps = Omit<ChoiceSelectProps, 'choices'>;

/** A time of day on India's 12-hour clock ('10:00 AM'), every 15 minutes, followed by 'IST'; the value is 'HH:mm'. */
export function IstTimeSelect({ value, ...rest }: IstTimeSelectProps) {
  const choices = useMemo(() => istTimeChoices({ keep: value || undefined }), [value]);
  return (
    <Flex gap="2" align="center">
      <ChoiceSelect value={value} choices={choices} {...rest} />
      <Text as="span" fontWeight="medium" color="ink.muted" aria-hidden="true">
        IST
      </Text>
    </Flex>
  );
}
