import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect } from 'react';

interface PageMainProps extends BoxProps {
  /** The document title, so every route announces itself to screen readers and browser history. */
  title: string;
}

/** The page's main landmark, the target of the navigation bar's skip link. */
export function PageMain({ title, children, ...props }: PageMainProps) {
  useEffect(() => {
    document.title = `${title} | College Appointments`;
  }, [title]);
  return (
    <Box as="main" id="main-content" tabIndex={-1} outline="none" {...props}>
      {children}
    </Box>
  );
}
