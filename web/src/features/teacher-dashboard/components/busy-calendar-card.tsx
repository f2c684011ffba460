// The teacher's own calendar as busy times: the secret iCal address, its last reading (or why it failed,
// with the last good copy still in use), a reading on demand, and the approved sessions that now clash.
import { busyCalendarTexts, formatDateTime } from '@appointments/domain';
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Section } from '@/components/ui/section';
import { notify } from '@/lib/notify';
import { type BusyCalendarView, refreshBusyCalendar, saveBusyCalendar } from '../api/calendar-settings-api';

const t = busyCalendarTexts;

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t.loadFailed;
}

function statusLine(view: BusyCalendarView): string {
  if (view.status === 'none') return t.statusNone;
  if (view.status === 'pending' || !view.lastFetchedAt) return view.error ?? t.statusPending;
  return t.statusOk(view.busyCount, formatDateTime(view.lastFetchedAt));
}

interface BusyCalendarCardProps {
  view: BusyCalendarView | null;
  failed: boolean;
  onChanged: () => void;
}

export function BusyCalendarCard({ view, failed, onChanged }: BusyCalendarCardProps) {
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  useEffect(() => setUrl(view?.url ?? ''), [view?.url]);

  async function run(action: () => Promise<unknown>, done: string) {
    setWorking(true);
    setFieldError(null);
    try {
      await action();
      notify.success(done);
      onChanged();
    } catch (error) {
      const fields = (error as { errors?: Record<string, string> }).errors;
      if (fields?.url) setFieldError(fields.url);
      else notify.error(reasonOf(error));
    } finally {
      setWorking(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() => saveBusyCalendar(url.trim() || null), url.trim() ? t.saved : t.removed);
  }

  return (
    <Section id="busy-calendar" title={t.title} variant="card">
      <Text fontSize="sm" color="gray.700" mb="3">
        {t.intro}
      </Text>
      {failed && <Text color="red.700">{t.loadFailed}</Text>}
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <label htmlFor="busy-calendar-url">
            <Text as="span" fontSize="sm" fontWeight="medium">
              {t.urlLabel}
            </Text>
          </label>
          <Input
            id="busy-calendar-url"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'busy-calendar-url-error' : 'busy-calendar-status'}
          />
          {fieldError && (
            <Text id="busy-calendar-url-error" color="red.700" fontSize="sm">
              {fieldError}
            </Text>
          )}
          {view && (
            <Stack gap="1" id="busy-calendar-status" role="status">
              <Text fontSize="sm" color={view.status === 'error' ? 'red.700' : 'gray.700'}>
                {view.status === 'error' ? view.error : statusLine(view)}
              </Text>
              {view.status === 'error' && view.lastFetchedAt && (
                <Text fontSize="sm" color="gray.700">
                  {t.keptLastGood}
                </Text>
              )}
            </Stack>
          )}
          <Flex gap="2" wrap="wrap">
            <Button type="submit" colorPalette="blue" loading={working}>
              {t.save}
            </Button>
            {view?.url && (
              <>
                <Button
                  variant="outline"
                  disabled={working}
                  onClick={() => run(refreshBusyCalendar, t.saved)}
                >
                  {t.refresh}
                </Button>
                <Button
                  variant="ghost"
                  disabled={working}
                  onClick={() => run(() => saveBusyCalendar(null), t.removed)}
                >
                  {t.remove}
                </Button>
              </>
            )}
          </Flex>
        </Stack>
      </form>
      {view && view.conflicts.length > 0 && (
        <Stack gap="1" mt="4">
          <Text fontWeight="semibold" fontSize="sm" color="orange.800">
            {t.conflictsTitle}
          </Text>
          <Stack as="ul" listStyleType="none" gap="1">
            {view.conflicts.map((conflict) => (
              <Text as="li" key={conflict.id} fontSize="sm" color="orange.800">
                {formatDateTime(conflict.dateTime)} · {t.conflict}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Section>
  );
}
