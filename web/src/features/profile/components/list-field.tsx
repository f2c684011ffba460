import { profileTexts, splitCommaList } from '@appointments/domain';
import { Box, Text } from '@chakra-ui/react';
import { ProfileField } from './profile-field';
import { TagList } from './tag-list';
import type { ProfileEditor } from './use-profile-editor';

interface ListFieldProps<F extends string> {
  editor: ProfileEditor<F>;
  field: F;
  label: string;
  hint?: string;
  /** Inside a side panel the label is the panel's heading, so view mode shows the chips alone. */
  bare?: boolean;
}

/** A list typed as comma-separated text; view mode shows each item as a chip. */
export function ListField<F extends string>({
  editor,
  field,
  label,
  hint = profileTexts.commaHint,
  bare = false,
}: ListFieldProps<F>) {
  if (editor.editing) {
    return (
      <ProfileField
        field={field}
        label={label}
        hint={hint}
        editing
        wide
        value={editor.values[field]}
        error={editor.errors[field]}
        onChange={editor.change}
      />
    );
  }
  const items = splitCommaList(editor.values[field]);
  if (bare) return <TagList items={items} label={label} />;
  return (
    <Box gridColumn="1 / -1">
      <Text as="dt" fontSize="sm" fontWeight="medium" color="gray.700" mb="1">
        {label}
      </Text>
      <Box as="dd">
        <TagList items={items} label={label} />
      </Box>
    </Box>
  );
}
