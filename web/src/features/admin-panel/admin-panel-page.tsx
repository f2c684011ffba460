import { pageTitles } from '@appointments/domain';
import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PageMain } from '@/components/ui/page-main';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useNow } from '@/lib/use-now';
import { approveAccount, createTeacher, deleteAccount, setAccountStatus } from './api/admin-api';
import { type ExportProgress, exportCsv } from './api/export-csv';
import {
  useAllStudents,
  useAllTeachers,
  useNewestStudents,
  usePendingStudents,
  usePendingTeachers,
} from './api/use-account-lists';
import { useAdminStats } from './api/use-admin-stats';
import { useTeacherPrivateData } from './api/use-teacher-private-data';
import { AddTeacherSection } from './components/add-teacher-section';
import { DashboardStats } from './components/dashboard-stats';
import { PendingStudentsSection } from './components/pending-students-section';
import { PendingTeachersSection } from './components/pending-teachers-section';
import { StudentsSection } from './components/students-section';
import { TeachersSection } from './components/teachers-section';
import { accountsKey } from './model/refresh-key';

const approveStudent = (id: string) => approveAccount('student', id);
const approveTeacher = (id: string) => approveAccount('teacher', id);
const studentCalls = {
  setStatus: (id: string, approved: boolean) => setAccountStatus('student', id, approved),
  remove: (id: string) => deleteAccount('student', id),
  exportCsv: (onProgress?: (progress: ExportProgress) => void) => exportCsv('students', onProgress),
};
const teacherCalls = {
  setStatus: (id: string, approved: boolean) => setAccountStatus('teacher', id, approved),
  remove: (id: string) => deleteAccount('teacher', id),
  exportCsv: (onProgress?: (progress: ExportProgress) => void) => exportCsv('teachers', onProgress),
};

/**
 * The admin panel: live lists from Firestore (pending and all students and teachers, the private part of
 * each teacher on screen), statistics and every write through /api. Section ids are the Quick Nav's anchors.
 */
export default function AdminPanelPage() {
  const now = useNow();
  const pendingStudents = usePendingStudents();
  const pendingTeachers = usePendingTeachers();
  // The first page of student cards comes from a small listener; the whole list (counts, search, filters,
  // more pages) opens once that page is on screen, so its thousands of documents hold back no list.
  const newestStudents = useNewestStudents();
  const students = useAllStudents(useAfterPaint(!newestStudents.loading));
  const studentsComplete = !students.loading && students.updatedAt !== null;
  const teacherCards = useAllTeachers();
  // Private parts are listened to only for the teacher cards (and profile) on screen, not for every teacher.
  const [renderedTeacherIds, setRenderedTeacherIds] = useState<readonly string[]>([]);
  const privateData = useTeacherPrivateData(renderedTeacherIds);
  // Statistics are aggregations the API computes: asked again whenever an account appears, goes or flips.
  const stats = useAdminStats(`${accountsKey(students.items)}#${accountsKey(teacherCards.items)}`);

  return (
    <PageMain title={pageTitles.adminPanel} maxW="7xl" mx="auto" px="4" py="8">
      <Heading as="h1" size="2xl" mb="6">
        {pageTitles.adminPanel}
      </Heading>
      <Stack gap="6">
        <DashboardStats stats={stats.stats} error={stats.error} onRefresh={stats.reload} />
        <PendingStudentsSection
          students={pendingStudents.items}
          loading={pendingStudents.loading}
          approve={approveStudent}
        />
        <PendingTeachersSection
          teachers={pendingTeachers.items}
          loading={pendingTeachers.loading}
          updatedAt={pendingTeachers.updatedAt}
          onRefresh={pendingTeachers.resubscribe}
          approve={approveTeacher}
        />
        <StudentsSection
          students={studentsComplete ? students.items : newestStudents.items}
          loading={!studentsComplete}
          updatedAt={students.updatedAt}
          now={now}
          onRefresh={students.resubscribe}
          {...studentCalls}
        />
        <AddTeacherSection createTeacher={createTeacher} />
        <TeachersSection
          teachers={teacherCards.items}
          privateData={privateData}
          onRendered={setRenderedTeacherIds}
          loading={teacherCards.loading}
          updatedAt={teacherCards.updatedAt}
          now={now}
          onRefresh={teacherCards.resubscribe}
          {...teacherCalls}
        />
      </Stack>
    </PageMain>
  );
}
