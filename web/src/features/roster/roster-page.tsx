import { ROSTER_ROLES, type RosterRole, rosterColumns, rosterTexts as texts } from '@appointments/domain';
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { FormField } from '@/components/ui/form-field';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { Notice } from '@/components/ui/notice';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { SubmitButton } from '@/components/ui/submit-button';
import { AdminNavLinks } from '@/features/admin-settings';
import { ConfirmDialog } from './components/confirm-dialog';
import { RosterCounts } from './components/roster-counts';
import { RosterErrorTable } from './components/roster-error-table';
import { useRoster } from './model/use-roster';

/** People listed on screen before "and N more": the confirmation acts on all of them. */
const ABSENT_SHOWN = 50;

function Progress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <Stack gap="2" aria-live="polite">
      <Text>{texts.applying(done, total)}</Text>
      <Box
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-label={texts.applying(done, total)}
        h="2"
        rounded="full"
        bg="surface.sunken"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="blue.600" transition="width 0.3s" />
      </Box>
    </Stack>
  );
}

/** /admin/rosters: upload the college's list of students or teachers, see what it changes, apply it. */
export default function RosterPage() {
  const [role, setRole] = useState<RosterRole>('student');
  const [chosen, setChosen] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<'apply' | 'suspend' | null>(null);
  const roster = useRoster(role);
  const { state } = roster;
  const preview = state.step === 'idle' || state.step === 'previewing' ? null : state.preview;
  const refusedRows = preview ? new Set(preview.errors.map((error) => error.line)).size : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setFileError(texts.chooseFile);
      return;
    }
    setFileError(undefined);
    void roster.preview(chosen);
  };

  return (
    <Page
      offline="actions"
      title={texts.pageTitle}
      description={texts.pageIntro}
      actions={<AdminNavLinks current="rosters" />}
    >
      <Section id="roster-file" title={texts.uploadTitle} variant="card">
        <Stack as="form" gap="4" onSubmit={submit}>
          <FormField id="roster-role" label={texts.roleLabel}>
            <chakra.select
              id="roster-role"
              value={role}
              css={nativeFieldStyles}
              disabled={state.step === 'applying'}
              onChange={(event) => {
                setRole(event.target.value as RosterRole);
                roster.reset();
              }}
            >
              {ROSTER_ROLES.map((option) => (
                <option key={option} value={option}>
                  {texts.roles[option]}
                </option>
              ))}
            </chakra.select>
          </FormField>
          <FormField
            id="roster-file-input"
            label={texts.fileLabel}
            error={fileError}
            hint={
              <Text textStyle="caption" color="ink.muted">
                {texts.fileHint(rosterColumns[role].map((column) => column.header))}
              </Text>
            }
          >
            <chakra.input
              id="roster-file-input"
              type="file"
              accept=".csv,text/csv"
              css={nativeFieldStyles}
              disabled={state.step === 'applying'}
              aria-describedby="roster-file-input-hint"
              onChange={(event) => {
                setChosen(event.target.files?.[0] ?? null);
                roster.reset();
              }}
            />
          </FormField>
          <SubmitButton busy={state.step === 'previewing'} alignSelf={{ base: 'stretch', md: 'flex-start' }}>
            {state.step === 'previewing' ? texts.previewing : texts.preview}
          </SubmitButton>
          {roster.error && <AlertBox>{roster.error}</AlertBox>}
        </Stack>
      </Section>

      {preview && (
        <Section
          id="roster-preview"
          title={state.step === 'applied' ? texts.applied : texts.preview}
          variant="card"
        >
          <Stack gap="4">
            {state.step === 'applied' ? (
              <>
                <Notice tone="success" title={texts.applied}>
                  {texts.result(state.result.created, state.result.updated, state.result.unchanged)}
                </Notice>
                <RosterCounts result={state.result} label={texts.applied} />
              </>
            ) : (
              <RosterCounts result={preview} label={texts.preview} />
            )}
            {state.step === 'applying' && <Progress done={state.done} total={state.total} />}
            {state.step === 'previewed' && (
              <Flex justify={{ base: 'stretch', md: 'flex-start' }}>
                <Button
                  colorPalette="blue"
                  w={{ base: 'full', md: 'auto' }}
                  disabled={preview.created + preview.updated === 0}
                  onClick={() => setConfirming('apply')}
                >
                  {texts.apply}
                </Button>
              </Flex>
            )}
            <Stack gap="2">
              <Text as="h3" fontWeight="semibold">
                {texts.errorsTitle}
              </Text>
              <RosterErrorTable errors={preview.errors} />
            </Stack>
          </Stack>
        </Section>
      )}

      {preview && (
        <Section id="roster-absent" title={texts.absentTitle} count={preview.absent.length} variant="card">
          <Stack gap="3">
            {preview.absent.length === 0 ? (
              <Text color="ink.muted">{texts.absentNone}</Text>
            ) : (
              <>
                <Text>{texts.absentIntro(preview.absent.length)}</Text>
                <Box as="ul" listStyleType="none" aria-label={texts.absentTitle}>
                  {preview.absent.slice(0, ABSENT_SHOWN).map((person) => (
                    <Box as="li" key={person._id} py="1" borderBottomWidth="1px" borderColor="line">
                      <Text fontWeight="medium">{person.name}</Text>
                      <Text textStyle="caption" color="ink.muted">
                        {person.email}
                      </Text>
                    </Box>
                  ))}
                </Box>
                {preview.absent.length > ABSENT_SHOWN && (
                  <Text color="ink.muted">+ {preview.absent.length - ABSENT_SHOWN}</Text>
                )}
                {roster.suspended === null ? (
                  <Button
                    variant="outline"
                    colorPalette="red"
                    alignSelf={{ base: 'stretch', md: 'flex-start' }}
                    disabled={state.step === 'applying'}
                    onClick={() => setConfirming('suspend')}
                  >
                    {texts.suspendAbsent}
                  </Button>
                ) : (
                  <Notice tone="success">{texts.suspended(roster.suspended)}</Notice>
                )}
              </>
            )}
          </Stack>
        </Section>
      )}

      {preview && (
        <ConfirmDialog
          open={confirming === 'apply'}
          title={texts.applyConfirmTitle}
          body={texts.applyConfirm(preview.created, preview.updated, refusedRows)}
          confirmLabel={texts.confirm}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void roster.apply();
          }}
        />
      )}
      {preview && (
        <ConfirmDialog
          open={confirming === 'suspend'}
          title={texts.suspendConfirmTitle}
          body={texts.suspendConfirm(preview.absent.length)}
          confirmLabel={texts.suspend}
          tone="red"
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void roster.suspendLeftOut();
          }}
        />
      )}
    </Page>
  );
}
