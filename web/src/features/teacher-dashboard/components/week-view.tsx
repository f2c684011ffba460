import {
  type BlockReason,
  busyCalendarTexts,
  dayShapeTexts,
  formatTime,
  groupByIstDate,
  istWeekFromToday,
  isUpcoming,
  lifecycleTexts,
  type SessionTiming,
} from '@appointments/domain';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, useMemo } from 'react';

export interface WeekViewSession extends SessionTiming {
  _id: string;
  status: string;
  dateTime: string;
  student: { name: string };
}

export interface WeekViewProps {
  /** Free slots, ISO instants. */
  slots: readonly string[];
  /** Appointments; the approved upcoming ones are shown. */
  sessions: readonly WeekViewSession[];
  now: Date;
  /** Slots students are not offered now, with the reason (busy in the teacher's calendar, buffers…). */
  blocked?: ReadonlyMap<string, BlockReason>;
  /** Approved sessions that clash with the teacher's own calendar. */
  conflicts?: ReadonlySet<string>;
}

type Entry = { kind: 'slot'; at: string } | { kind: 'session'; at: string; student: string; id: string };

const NONE_BLOCKED: ReadonlyMap<string, BlockReason> = new Map();
const NO_CONFLICTS: ReadonlySet<string> = new Set();

/**
 * Seven IST days from today, each column listing its free slots and approved sessions by time, so a
 * teacher sees the week at a glance beside the slot list. Days are India's whatever the browser's zone.
 */
export const WeekView = memo(function WeekView({
  slots,
  sessions,
  now,
  blocked = NONE_BLOCKED,
  conflicts = NO_CONFLICTS,
}: WeekViewProps) {
  const days = istWeekFromToday(now);
  const byDay = useMemo(() => {
    const entries: Entry[] = [
      ...slots.filter((slot) => Date.parse(slot) > now.getTime()).map((at): Entry => ({ kind: 'slot', at })),
      ...sessions
        .filter((session) => isUpcoming(session, now))
        .map(
          (session): Entry => ({
            kind: 'session',
            at: session.dateTime,
            student: session.student.name,
            id: session._id,
          }),
        ),
    ];
    return new Map(groupByIstDate(entries, (entry) => entry.at));
  }, [slots, sessions, now]);

  return (
    <Box as="section" aria-labelledby="week-view-heading">
      <Heading as="h3" id="week-view-heading" size="sm" mb="2" color="gray.900">
        {lifecycleTexts.weekViewHeading}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 7 }} gap="2">
        {days.map((day) => {
          const entries = byDay.get(day.date) ?? [];
          return (
            <Box
              key={day.date}
              role="group"
              aria-labelledby={`week-${day.date}`}
              data-date={day.date}
              borderWidth="1px"
              borderColor={day.isToday ? 'blue.400' : 'gray.200'}
              rounded="md"
              p="2"
              minH={{ base: 'auto', md: '24' }}
              // On a phone a day is one line (its name, then its entries), so the week stays short.
              display={{ base: 'flex', md: 'block' }}
              gap="3"
              alignItems="baseline"
            >
              <Text
                id={`week-${day.date}`}
                fontSize="sm"
                fontWeight="semibold"
                color="gray.900"
                flexShrink={0}
                minW={{ base: '28', md: 'auto' }}
              >
                {day.label}
                {day.isToday && ` · ${lifecycleTexts.weekViewToday}`}
              </Text>
              <Stack as="ul" listStyleType="none" gap="1" mt={{ base: '0', md: '1' }} fontSize="xs" flex="1">
                {entries.length === 0 && (
                  <Text as="li" color="gray.700">
                    {lifecycleTexts.weekViewEmptyDay}
                  </Text>
                )}
                {entries.map((entry) =>
                  entry.kind === 'slot' ? (
                    blocked.has(entry.at) ? (
                      <Box
                        as="li"
                        key={`slot-${entry.at}`}
                        data-blocked={blocked.get(entry.at)}
                        bg="gray.100"
                        color="gray.700"
                        rounded="sm"
                        px="1"
                        borderLeftWidth="3px"
                        borderColor="gray.500"
                      >
                        <Text as="span" textDecoration="line-through">
                          {formatTime(entry.at)}
                        </Text>{' '}
                        · {dayShapeTexts.blocked[blocked.get(entry.at) ?? 'busy']}
                      </Box>
                    ) : (
                      <Box as="li" key={`slot-${entry.at}`} bg="gray.50" color="gray.900" rounded="sm" px="1">
                        {formatTime(entry.at)} · {lifecycleTexts.weekViewFree}
                      </Box>
                    )
                  ) : conflicts.has(entry.id) ? (
                    <Box
                      as="li"
                      key={`session-${entry.id}`}
                      data-conflict="true"
                      bg="orange.50"
                      color="orange.900"
                      rounded="sm"
                      px="1"
                      borderLeftWidth="3px"
                      borderColor="orange.500"
                    >
                      {formatTime(entry.at)} · {lifecycleTexts.weekViewSession(entry.student)} ·{' '}
                      {busyCalendarTexts.conflict}
                    </Box>
                  ) : (
                    <Box
                      as="li"
                      key={`session-${entry.id}`}
                      bg="green.50"
                      color="green.900"
                      rounded="sm"
                      px="1"
                    >
                      {formatTime(entry.at)} · {lifecycleTexts.weekViewSession(entry.student)}
                    </Box>
                  ),
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
});
