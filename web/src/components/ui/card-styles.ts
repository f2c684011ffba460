import type { SystemStyleObject } from '@chakra-ui/react';

// The long repeated cards (Find Teachers, My Appointments, the admin lists) are one styled element each, their
// parts plain elements styled from it by class (docs/architecture.md, "Dashboard start-up"); these are the
// parts they share.

/** The card itself: the Card primitive's surface (card.tsx), as a style object for one-element cards. */
export const cardShellStyles: SystemStyleObject = {
  borderWidth: '1px',
  borderColor: 'line',
  rounded: 'card',
  shadow: 'card',
  p: '4',
  bg: 'surface.card',
};

/** The column of facts under a card's head (date, time, slots, place…). */
export const cardFactsStyles: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  mt: '3',
  fontSize: 'sm',
  color: 'ink.muted',
};
