// The dialogs load when first opened, not with the page: the dashboard route keeps within its JS budget.
import { lazy } from 'react';

export const ConfirmDialog = lazy(async () => ({
  default: (await import('./confirm-dialog')).ConfirmDialog,
}));
export const DeleteAccountDialog = lazy(async () => ({
  default: (await import('./delete-account-dialog')).DeleteAccountDialog,
}));
export const StudentProfileModal = lazy(async () => ({
  default: (await import('./student-profile-modal')).StudentProfileModal,
}));
export const TeacherProfileModal = lazy(async () => ({
  default: (await import('./teacher-profile-modal')).TeacherProfileModal,
}));
