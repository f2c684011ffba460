import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A closed 'Join' (before its window opens, after the session ends) must not look like the open one: grey and
 * outlined rather than a faded green. Applied from the student's cards around the shared place component
 * (components/meeting/appointment-place.tsx), whose reason line under the button already says why.
 */
export const closedActionStyles: SystemStyleObject = {
  '& button:disabled': {
    opacity: 1,
    bg: 'transparent',
    color: 'gray.600',
    borderWidth: '1px',
    borderColor: 'gray.300',
    cursor: 'not-allowed',
  },
};
