import { RATING_LABELS, RATING_MAX, RATING_MIN, ratingModalTexts } from '@appointments/domain';
import { chakra, Flex, Text } from '@chakra-ui/react';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** Five toggle buttons, each named by its visible number and word ('1 Poor'), pressed when chosen. */
export function StarPicker({ value, onChange }: { value: number; onChange(stars: number): void }) {
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="medium" mb="1" color="gray.800">
        {ratingModalTexts.starsLegend}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {STARS.map((stars) => {
          const label = RATING_LABELS[stars as keyof typeof RATING_LABELS];
          return (
            <chakra.button
              key={stars}
              type="button"
              aria-pressed={value === stars}
              onClick={() => onChange(stars)}
              display="flex"
              flexDirection="column"
              alignItems="center"
              minW="14"
              p="1"
              rounded="md"
              cursor="pointer"
              _hover={{ bg: 'yellow.50' }}
            >
              <Text
                as="span"
                fontSize="2xl"
                color={stars <= value ? 'yellow.500' : 'gray.400'}
                aria-hidden="true"
              >
                ★
              </Text>
              <Text as="span" fontSize="xs" color="gray.800">
                {ratingModalTexts.starLabel(stars, label)}
              </Text>
            </chakra.button>
          );
        })}
      </Flex>
    </chakra.fieldset>
  );
}
