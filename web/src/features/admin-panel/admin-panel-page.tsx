import { type BulkAccountsRequest, pageTitles } from '@appointments/domain';
import { memo, useMemo, useState } from 'react';
import { Page } from '@/components/ui/page';
import { AdminNavLinks } from '@/features/admin-settings';
import { withFirebase } from '@/lib/firebase';
import { useNow } from '@/lib/use-now';
import { usePreloadOnFirstUse } from '@/lib/use-preload-on-first-use';
import { approveAccount, createTeacher, deleteAccount, setAccountStatus } from './api/admin-api';
import { decideInBulk } from './api/bulk-api';
import type { ExportKind, ExportProgress } from './api/export-csv';
import {
  usePendingStudentList,
  usePendingTeacherList,
  useStudentList,
  useTeacherList,
} from './api/use-account-lists';
import { useAccountsChanged } from './api/use-accounts-changed';
import { useAdminStats } from './api/use-admin-stats';
import { useBulkJob } from './api/use-bulk-job';
import { useTeacherPrivateData } from './api/use-teacher-private-data';
import { AddTeacherSection } from './components/add-teacher-section';
import { BulkJobContext } from './components/bulk-job-context';
import { DashboardStats } from './components/dashboard-stats';
import { dialogLoads } from './components/lazy-dialogs';
import { PendingStudentsSection } from './components/pending-students-section';
import { PendingTeachersSection } from './components/pending-teachers-section';
import { StudentsSection } from './components/students-section';
import { TeachersSection } from './components/teachers-section';
import { stagedList } from './model/staged-list';

// Each block renders again only when what it is given changes: the statistics arriving, another list's
// snapshot or the teachers' private parts would otherwise render every card of every list again, one long
// task each on a phone while the panel loads.
const StatsBlock = memo(DashboardStats);
const PendingStudentsBlock = memo(PendingStudentsSection);
const PendingTeachersBlock = memo(PendingTeachersSection);
const StudentsBlock = memo(StudentsSection);
const AddTeacherBlock = memo(AddTeacherSection);
const TeachersBlock = memo(TeachersSection);

const pendingStudentList = stagedList(usePendingStudentList);
const pendingTeacherList = stagedList(usePendingTeacherList);
const studentList = stagedList(useStudentList);
const teacherList = stagedList(useTeacherList);

// The CSV export (its streaming download and progress) loads with the dialogs, on the first sign of use.
const loadExport = () => import('./api/export-csv');
const exportList = async (list: ExportKind, onProgress?: (progress: ExportProgress) => void) =>
  (await loadExport()).exportCsv(list, onProgress);

const approveStudent = (id: string) => approveAccount('student', id);
const approveTeacher = (id: string) => approveAccount('teacher', id);
const decideForStudents = (request: BulkAccountsRequest) => decideInBulk('student', request);
const decideForTeachers = (request: BulkAccountsRequest) => decideInBulk('teacher', request);
const studentCalls = {
  decide: decideForStudents,
  setStatus: (id: string, approved: boolean) => setAccountStatus('student', id, approved),
  remove: (id: string) => deleteAccount('student', id),
  exportCsv: (onProgress?: (progress: ExportProgress) => void) => exportList('students', onProgress),
};
const teacherCalls = {
  decide: decideForTeachers,
  setStatus: (id: string, approved: boolean) => setAccountStatus('teacher', id, approved),
  remove: (id: string) => deleteAccount('teacher', id),
  exportCsv: (onProgress?: (progress: ExportProgress) => void) => exportList('teachers', onProgress),
};

type ListName = 'pendingStudents' | 'pendingTeachers' | 'students' | 'teachers';

/** Each list's report of its loaded accounts, for the statistics' refresh key. */
function useListReports() {
  const changes = useAccountsChanged<ListName>();
  const { report } = changes;
  const reporters = useMemo(
    () => ({
      pendingStudents: (key: string) => report('pendingStudents', key),
      pendingTeachers: (key: string) => report('pendingTeachers', key),
      students: (key: string) => report('students', key),
      teachers: (key: string) => report('teachers', key),
    }),
    [report],
  );
  return { key: String(changes.key), report: reporters };
}

/**
 * The admin panel: each list a page of 50 at a time from a live Firestore query (search and filters are
 * part of the query), its counts and the statistics from the API's aggregations, the private part of each
 * teacher on screen, and every write through /api. Section ids are the Quick Nav's anchors.
 */
function AdminPanelPage() {
  const now = useNow();
  usePreloadOnFirstUse(...dialogLoads, loadExport);
  // Private parts are listened to only for the teacher cards (and profile) on screen, not for every teacher.
  const [renderedTeacherIds, setRenderedTeacherIds] = useState<readonly string[]>([]);
  const privateData = useTeacherPrivateData(renderedTeacherIds);
  // Statistics are aggregations the API computes: asked again whenever a listed account appears, goes or flips
  // once its list has loaded.
  const changes = useListReports();
  const stats = useAdminStats(changes.key);

  return (
    <Page offline="actions" title={pageTitles.adminPanel} actions={<AdminNavLinks current="panel" />}>
      {/* The bulk decisions follow their progress live from the server's record of each job. */}
      <BulkJobContext.Provider value={useBulkJob}>
        <StatsBlock stats={stats.stats} error={stats.error} onRefresh={stats.reload} />
        <PendingStudentsBlock
          useList={pendingStudentList}
          onAccountsChanged={changes.report.pendingStudents}
          approve={approveStudent}
          decide={decideForStudents}
        />
        <PendingTeachersBlock
          useList={pendingTeacherList}
          onAccountsChanged={changes.report.pendingTeachers}
          approve={approveTeacher}
          decide={decideForTeachers}
        />
        <StudentsBlock
          useList={studentList}
          onAccountsChanged={changes.report.students}
          now={now}
          {...studentCalls}
        />
        <AddTeacherBlock createTeacher={createTeacher} />
        <TeachersBlock
          useList={teacherList}
          onAccountsChanged={changes.report.teachers}
          privateData={privateData}
          onRendered={setRenderedTeacherIds}
          now={now}
          {...teacherCalls}
        />
      </BulkJobContext.Provider>
    </Page>
  );
}

export default withFirebase(AdminPanelPage);
