import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, Inbox, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ButtonWithReason } from '@/components/ui/button-with-reason';
import { Card } from '@/components/ui/card';
import { CHIP_TONES, Chip, type ChipTone } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { IstDateTimeField } from '@/components/ui/ist-date-time-field';
import { IstTimeSelect } from '@/components/ui/ist-time-select';
import { ListRow } from '@/components/ui/list-row';
import { Notice } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { Section } from '@/components/ui/section';
import { CardGridSkeleton, ListRowSkeleton, StatSkeleton } from '@/components/ui/skeleton';
import { Stat } from '@/components/ui/stat';

const TYPE_STEPS = ['pageTitle', 'sectionTitle', 'cardTitle', 'body', 'caption'] as const;

/**
 * One column of the catalogue in one colour mode, whatever the page's own mode: `chakra-theme` declares every
 * token again on the column (so the role tokens resolve against the column's shades), `light` / `dark` picks
 * the mode's shades.
 */
function ModeColumn({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  return (
    <Box
      className={`chakra-theme ${mode}`}
      bg="surface.page"
      color="ink"
      borderWidth="1px"
      borderColor="line"
      rounded="card"
      p={{ base: '3', md: '5' }}
      minW="0"
    >
      <Text textStyle="caption" color="ink.muted" mb="4" textTransform="uppercase" letterSpacing="wider">
        {mode} mode
      </Text>
      <Stack gap="8">{children}</Stack>
    </Box>
  );
}

function Samples({ mode }: { mode: 'light' | 'dark' }) {
  const [when, setWhen] = useState('');
  const [startTime, setStartTime] = useState('10:00');
  return (
    <ModeColumn mode={mode}>
      <Box>
        {TYPE_STEPS.map((step) => (
          <Text key={step} textStyle={step} color="ink" mb="2">
            {step}: Book a session
          </Text>
        ))}
      </Box>
      <Section
        id={`${mode}-section`}
        title="Section title"
        count={3}
        description="A description line."
        actions={
          <Button size="sm" variant="outline">
            Action
          </Button>
        }
      >
        <Stack gap="3">
          <Card title="Card title" subtitle="Subtitle · caption" aside={<Chip tone="success">Approved</Chip>}>
            <Text textStyle="body">Body text on a card surface.</Text>
          </Card>
          <Box
            as="ul"
            listStyleType="none"
            bg="surface.card"
            rounded="card"
            borderWidth="1px"
            borderColor="line"
            px="3"
          >
            <ListRow
              as="li"
              leading={<PersonAvatar name="Asha Rao" picture={null} size="10" />}
              title="Asha Rao"
              meta="Physics · Fri, 27 Nov, 4:00 PM IST"
              trailing={
                <Button size="sm" colorPalette="blue">
                  Approve
                </Button>
              }
            />
            <ListRow
              as="li"
              leading={<PersonAvatar name="Vikram Singh" picture={null} size="10" />}
              title="Vikram Singh"
              meta="Mathematics · Sat, 28 Nov, 10:00 AM IST"
              trailing={<Chip tone="warning">Pending</Chip>}
            />
          </Box>
        </Stack>
      </Section>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        <Stat label="Total appointments" value="24" help="+12% this month" icon={CalendarClock} />
        <Stat label="Pending requests" value="3" help="Need attention" icon={Users} highlight />
      </Grid>
      <EmptyState
        icon={Inbox}
        title="No appointments yet"
        description="Book a teacher to see your sessions here."
        action={
          <Button size="sm" colorPalette="blue">
            Find a teacher
          </Button>
        }
      />
      <Stack gap="3">
        <Heading as="h3" textStyle="cardTitle">
          Skeletons
        </Heading>
        <StatSkeleton />
        <CardGridSkeleton cards={2} />
        <ListRowSkeleton rows={2} />
      </Stack>
      <Box display="flex" gap="2" flexWrap="wrap">
        {(Object.keys(CHIP_TONES) as ChipTone[]).map((tone) => (
          <Chip key={tone} tone={tone}>
            {tone}
          </Chip>
        ))}
      </Box>
      <Stack gap="2">
        <Notice tone="success" title="Saved">
          Your profile is up to date.
        </Notice>
        <Notice tone="info" title="Waiting for approval">
          An admin approves new accounts.
        </Notice>
        <Notice tone="warning">This slot starts within the hour.</Notice>
        <Notice tone="danger">The slot could not be added.</Notice>
      </Stack>
      <Box display="flex" gap="3" flexWrap="wrap" alignItems="flex-start">
        <Button colorPalette="blue">Primary</Button>
        <Button variant="outline">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <ButtonWithReason colorPalette="blue" disabledReason="Pick a rating first">
          Submit Rating
        </ButtonWithReason>
      </Box>
      <IstDateTimeField
        id={`${mode}-when`}
        label="Preferred date and time"
        value={when}
        onChange={setWhen}
        min={new Date()}
        hint="India Standard Time (IST)"
      />
      <FormField id={`${mode}-starts`} label="Office hours start">
        <IstTimeSelect id={`${mode}-starts`} value={startTime} onChange={setStartTime} />
      </FormField>
    </ModeColumn>
  );
}

/** Every primitive and the type scale, light and dark side by side: the design system at a glance. */
export default function CataloguePage() {
  return (
    <Page
      title="Component catalogue"
      description="The design system's primitives (docs/design.md), in both colour modes."
    >
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <Samples mode="light" />
        <Samples mode="dark" />
      </Grid>
    </Page>
  );
}
