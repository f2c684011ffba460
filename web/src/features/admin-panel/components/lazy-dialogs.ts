// The dialogs load on the visitor's first sign of use (`preloadDialogs`), not with the page: the dashboard
// route keeps within its JS budget, and a click on what opens one finds it here.
import { lazy } from 'react';

const loadBulkDecisionDialog = () => import('./bulk-decision-dialog');
const loadDeleteAccountDialog = () => import('./delete-account-dialog');
const loadStudentProfileModal = () => import('./student-profile-modal');
const loadTeacherProfileModal = () => import('./teacher-profile-modal');

export const dialogLoads = [
  loadBulkDecisionDialog,
  loadDeleteAccountDialog,
  loadStudentProfileModal,
  loadTeacherProfileModal,
] as const;

export const BulkDecisionDialog = lazy(async () => ({
  default: (await loadBulkDecisionDialog()).BulkDecisionDialog,
}));
export const DeleteAccountDialog = lazy(async () => ({
  default: (await loadDeleteAccountDialog()).DeleteAccountDialog,
}));
export const StudentProfileModal = lazy(async () => ({
  default: (await loadStudentProfileModal()).StudentProfileModal,
}));
export const TeacherProfileModal = lazy(async () => ({
  default: (await loadTeacherProfileModal()).TeacherProfileModal,
}));
