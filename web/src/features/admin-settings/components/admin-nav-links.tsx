import { collegeSettingsTexts, insightsLinkTexts, pageTitles, rosterTexts } from '@appointments/domain';
import { Flex } from '@chakra-ui/react';
import { TextLink } from '@/components/ui/text-link';

export const ADMIN_SETTINGS_PATH = '/admin/settings';
export const ADMIN_AUDIT_PATH = '/admin/audit';
const ADMIN_ROSTERS_PATH = '/admin/rosters';
const ADMIN_PANEL_PATH = '/admin/panel';
const ADMIN_INSIGHTS_PATH = '/admin/insights';

/** The admin's ways between the panel, the insights, the rosters, the settings and the audit log (all but the current page). */
export function AdminNavLinks({
  current,
}: {
  current: 'panel' | 'rosters' | 'settings' | 'audit' | 'insights';
}) {
  return (
    <Flex as="nav" aria-label="Admin pages" gap="4" wrap="wrap">
      {current !== 'panel' && <TextLink to={ADMIN_PANEL_PATH}>{pageTitles.adminPanel}</TextLink>}
      {current !== 'insights' && <TextLink to={ADMIN_INSIGHTS_PATH}>{insightsLinkTexts.panelLink}</TextLink>}
      {current !== 'rosters' && <TextLink to={ADMIN_ROSTERS_PATH}>{rosterTexts.panelLink}</TextLink>}
      {current !== 'settings' && (
        <TextLink to={ADMIN_SETTINGS_PATH}>{collegeSettingsTexts.settingsLink}</TextLink>
      )}
      {current !== 'audit' && <TextLink to={ADMIN_AUDIT_PATH}>{collegeSettingsTexts.auditLink}</TextLink>}
    </Flex>
  );
}
