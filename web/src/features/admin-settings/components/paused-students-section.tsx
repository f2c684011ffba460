import { sessionRecordMessages, sessionRecordTexts } from '@appointments/domain';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { Section } from '@/components/ui/section';
import { notify } from '@/lib/notify';
import { fetchPausedStudents, liftPause, type PausedStudent } from '../api/settings-api';

/** The students the no-show policy pauses now, each with 'Lift pause' (recorded in the audit log). */
export function PausedStudentsSection() {
  const [students, setStudents] = useState<PausedStudent[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [lifting, setLifting] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchPausedStudents().then(
      (found) => current && setStudents(found),
      (error: unknown) => current && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, []);

  async function lift(student: PausedStudent) {
    setLifting(student._id);
    try {
      await liftPause(student._id);
      notify.success(sessionRecordMessages.pauseLifted);
      setStudents((current) => current?.filter((other) => other._id !== student._id) ?? null);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setLifting(null);
    }
  }

  return (
    <Section
      id="pausedStudents"
      title={sessionRecordTexts.pausedStudentsTitle}
      count={students?.length}
      variant="card"
      mt="8"
    >
      {failed && <AlertBox>{failed}</AlertBox>}
      {students?.length === 0 && <Text color="gray.700">{sessionRecordTexts.pausedStudentsEmpty}</Text>}
      {students && students.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none">
          {students.map((student) => (
            <Flex as="li" key={student._id} gap="3" wrap="wrap" justify="space-between" align="center">
              <div>
                <Text fontWeight="semibold" color="gray.900">
                  {student.name}
                </Text>
                <Text fontSize="sm" color="gray.700" wordBreak="break-all">
                  {student.email}
                </Text>
                <Text fontSize="sm" color="gray.800">
                  {sessionRecordTexts.pausedUntil(student.bookingPause.until)} ·{' '}
                  {sessionRecordTexts.noShowCount(student.bookingPause.causes.length)}
                </Text>
              </div>
              <Button
                size="sm"
                variant="outline"
                loading={lifting === student._id}
                onClick={() => void lift(student)}
                aria-label={`${sessionRecordTexts.liftPause}: ${student.name}`}
              >
                {sessionRecordTexts.liftPause}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Section>
  );
}
