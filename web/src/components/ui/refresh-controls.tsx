import { Button } from '@chakra-ui/react';
import { UpdatedTime } from './updated-time';

interface RefreshControlsProps {
  updatedAt: Date | null;
  /** Names the list, as several lists on a page have their own Refresh. */
  label: string;
  text: string;
  onRefresh(): void;
}

/** When a live list last changed, and its Refresh button (which reopens the listener). */
export function RefreshControls({ updatedAt, label, text, onRefresh }: RefreshControlsProps) {
  return (
    <>
      <UpdatedTime at={updatedAt} />
      <Button size="sm" variant="outline" onClick={onRefresh} aria-label={label}>
        {text}
      </Button>
    </>
  );
}
