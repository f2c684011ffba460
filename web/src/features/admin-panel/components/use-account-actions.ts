// Suspend/approve, delete and export from the management lists, with the spec's toasts. The live listeners
// show the outcome (a badge flips, a card goes), so nothing here touches the lists.
import {
  deletedSuccessMessage,
  errorMessages,
  exportProgressText,
  successMessages,
} from '@appointments/domain';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import type { DeletionSummary } from '../api/admin-api';
import type { ExportedFile, ExportProgress } from '../api/export-csv';

export interface AccountListCalls {
  setStatus(id: string, approved: boolean): Promise<void>;
  remove(id: string): Promise<DeletionSummary>;
  exportCsv(onProgress?: (progress: ExportProgress) => void): Promise<ExportedFile>;
}

const texts = {
  student: {
    approved: successMessages.studentApproved,
    suspended: successMessages.studentSuspended,
    statusFailed: errorMessages.studentStatusUpdateFailed,
    deleteFailed: errorMessages.deleteStudentFailed,
  },
  teacher: {
    approved: successMessages.teacherApproved,
    suspended: successMessages.teacherSuspended,
    statusFailed: errorMessages.teacherStatusUpdateFailed,
    deleteFailed: errorMessages.deleteTeacherFailed,
  },
} as const;

export function useAccountActions(role: 'student' | 'teacher', calls: AccountListCalls) {
  const [updating, setUpdating] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  /** 'Exporting... n of m rows' once the file has started arriving; null before and after. */
  const [exportProgress, setExportProgress] = useState<string | null>(null);
  const words = texts[role];

  async function toggleStatus(id: string, approve: boolean) {
    setUpdating((current) => new Set(current).add(id));
    try {
      await calls.setStatus(id, approve);
      notify.success(approve ? words.approved : words.suspended);
    } catch (error) {
      notify.error(errorText(error, words.statusFailed));
    } finally {
      setUpdating((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  /** Rethrows so the dialog stays open for another try. */
  async function remove(id: string, name: string) {
    try {
      const summary = await calls.remove(id);
      notify.success(deletedSuccessMessage(summary?.name || name));
    } catch (error) {
      notify.error(errorText(error, words.deleteFailed));
      throw error;
    }
  }

  async function exportList() {
    setExporting(true);
    try {
      const file = await calls.exportCsv(({ rows, total }) =>
        setExportProgress(exportProgressText(rows, total)),
      );
      notify.success(file.message);
    } catch (error) {
      notify.error(errorText(error, errorMessages.exportFailed));
    } finally {
      setExporting(false);
      setExportProgress(null);
    }
  }

  return { updating, toggleStatus, remove, exporting, exportProgress, exportList };
}
