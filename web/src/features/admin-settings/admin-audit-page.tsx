import {
  type AuditLogEntry,
  auditActionLabels,
  auditValueText,
  formatDateTime,
  auditTexts as texts,
} from '@appointments/domain';
import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { Chip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { ListRow } from '@/components/ui/list-row';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { ListRowSkeleton } from '@/components/ui/skeleton';
import { fetchAuditPage } from './api/settings-api';
import { AdminNavLinks } from './components/admin-nav-links';

const targetOf = (entry: AuditLogEntry) =>
  entry.action === 'change-settings'
    ? texts.settingsTarget
    : [entry.targetName, entry.targetEmail].filter(Boolean).join(' · ') || (entry.targetId ?? '');

/** The counts an entry carries (a roster's rows, created, updated…; a deletion's appointments…). */
function Details({ entry }: { entry: AuditLogEntry }) {
  const counts = Object.entries(entry.details);
  if (counts.length === 0) return null;
  return (
    <Text textStyle="caption" color="ink.muted">
      {counts.map(([name, value]) => `${name}: ${value}`).join(', ')}
    </Text>
  );
}

function ChangedValues({ entry }: { entry: AuditLogEntry }) {
  const paths = Object.keys(entry.after ?? entry.before ?? {});
  if (paths.length === 0) return null;
  return (
    <Box as="ul" listStyleType="none" textStyle="caption" color="ink.muted">
      {paths.map((path) => (
        <li key={path}>
          {path}: {auditValueText(entry.before?.[path])} → {auditValueText(entry.after?.[path])}
        </li>
      ))}
    </Box>
  );
}

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  return (
    <ListRow
      as="li"
      wrapTitle
      title={
        <>
          {auditActionLabels[entry.action]}: {targetOf(entry)}
        </>
      }
      meta={
        <Stack gap="1">
          <Text>
            {formatDateTime(entry.at)} {texts.by(entry.actorEmail || entry.actorId)}
          </Text>
          <ChangedValues entry={entry} />
          <Details entry={entry} />
        </Stack>
      }
      trailing={entry.role ? <Chip tone="neutral">{entry.role}</Chip> : undefined}
    />
  );
}

function useAuditLog(search: string) {
  const [entries, setEntries] = useState<AuditLogEntry[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    setEntries(null);
    setError(null);
    fetchAuditPage({ search })
      .then((page) => {
        if (!current) return;
        setEntries(page.entries);
        setNextCursor(page.nextCursor);
      })
      .catch(
        (failure: unknown) =>
          current && setError(failure instanceof Error ? failure.message : texts.loadFailed),
      );
    return () => {
      current = false;
    };
  }, [search]);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchAuditPage({ search, cursor: nextCursor });
      setEntries((previous) => [...(previous ?? []), ...page.entries]);
      setNextCursor(page.nextCursor);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : texts.loadFailed);
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor, search]);

  return { entries, nextCursor, error, loadingMore, loadMore };
}

/** /admin/audit: every recorded admin action, newest first, searchable, a page at a time. */
export default function AdminAuditPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const log = useAuditLog(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };

  return (
    <Page
      offline="actions"
      title={texts.pageTitle}
      description={texts.pageIntro}
      actions={<AdminNavLinks current="audit" />}
    >
      <Section id="audit-entries" title={texts.pageTitle} variant="card">
        <Stack gap="4">
          <Box as="form" role="search" onSubmit={submit}>
            <FormField id="audit-search" label={texts.searchLabel}>
              <Input
                id="audit-search"
                type="search"
                value={typed}
                placeholder={texts.searchPlaceholder}
                onChange={(event) => setTyped(event.target.value)}
              />
            </FormField>
          </Box>
          {log.error && <AlertBox>{log.error}</AlertBox>}
          {!log.entries && !log.error && <ListRowSkeleton rows={5} aria-busy="true" />}
          {log.entries?.length === 0 && <EmptyState title={search ? texts.emptySearch : texts.empty} />}
          {log.entries && log.entries.length > 0 && (
            <Box as="ul" listStyleType="none" aria-label={texts.pageTitle}>
              {log.entries.map((entry) => (
                <AuditRow key={entry._id} entry={entry} />
              ))}
            </Box>
          )}
          {log.nextCursor && (
            <Button
              variant="outline"
              alignSelf="flex-start"
              disabled={log.loadingMore}
              onClick={log.loadMore}
            >
              {texts.loadMore}
            </Button>
          )}
        </Stack>
      </Section>
    </Page>
  );
}
