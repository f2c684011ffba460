import { profileTexts } from '@appointments/domain';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { ProfileField } from './profile-field';
import type { ProfileEditor } from './use-profile-editor';

interface SocialLinksProps<F extends string> {
  editor: ProfileEditor<F>;
  links: ReadonlyArray<{ field: F; label: string }>;
}

/** The Social Links panel: links to follow in view mode, URL inputs in edit mode. */
export function SocialLinks<F extends string>({ editor, links }: SocialLinksProps<F>) {
  if (editor.editing) {
    return (
      <Stack gap="4">
        {links.map(({ field, label }) => (
          <ProfileField
            key={field}
            field={field}
            label={label}
            kind="url"
            placeholder="https://"
            hint={profileTexts.urlHint}
            editing
            value={editor.values[field]}
            error={editor.errors[field]}
            onChange={editor.change}
          />
        ))}
      </Stack>
    );
  }
  const present = links.filter(({ field }) => editor.values[field] !== '');
  if (present.length === 0) return <Text color="gray.700">{profileTexts.noItems}</Text>;
  return (
    <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="2">
      {present.map(({ field, label }) => (
        <li key={field}>
          <Text fontSize="sm" fontWeight="medium" color="gray.700">
            {label}
          </Text>
          <Link
            href={editor.values[field]}
            target="_blank"
            rel="noopener noreferrer"
            color="blue.700"
            overflowWrap="anywhere"
          >
            {editor.values[field]}
          </Link>
        </li>
      ))}
    </Box>
  );
}
