import { Box, type BoxProps } from '@chakra-ui/react';
import { createContext, useContext, useEffect } from 'react';

interface PageMainProps extends BoxProps {
  /** The document title, so every route announces itself to screen readers and browser history. */
  title: string;
}

/**
 * Set only by the build's server render of the public pages, which runs no effects: receives the
 * page's document title for the prerendered `<title>`.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

const documentTitle = (title: string) => `${title} | College Appointments`;

/** The page's main landmark, the target of the navigation bar's skip link. */
export function PageMain({ title, children, ...props }: PageMainProps) {
  useContext(PageTitleSink)?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <Box as="main" id="main-content" tabIndex={-1} outline="none" {...props}>
      {children}
    </Box>
  );
}
