import type { SystemStyleObject } from '@chakra-ui/react';

// The theme ships recipes only for Input and Button (bundle budget), so native selects and textareas take
// the Input look from here.
export const nativeFieldStyles: SystemStyleObject = {
  display: 'block',
  width: '100%',
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'line.strong',
  rounded: 'md',
  px: '3',
  py: '2',
  fontSize: 'sm',
  color: 'ink',
  _disabled: { opacity: 0.6, cursor: 'not-allowed', bg: 'surface.sunken' },
};
