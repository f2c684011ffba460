import {
  appointmentCsvColumns,
  appointmentCsvFileName,
  CSV_TOTAL_ROWS_HEADER,
  type CsvColumn,
  csvFileName,
  studentCsvColumns,
  successMessages,
  teacherCsvColumns,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { accountCount, studentPages, teacherPages } from '../../data/account-pages';
import { appointmentPagesInRange } from '../../data/appointment-export';
import { withFirstPage, writeCsvPages } from '../../http/csv-stream';
import { nowOf } from '../../middleware/request-time';
import { departmentOf, rangeOf } from '../insights';

/**
 * Streams the export: the first page and the count are read before the headers go out (so a failing read
 * is an ordinary error response), then page after page straight into the response.
 */
async function streamCsv<Row>(
  req: Request,
  res: Response,
  name: 'teachers' | 'students',
  columns: ReadonlyArray<CsvColumn<Row>>,
  pages: AsyncGenerator<Row[]>,
) {
  const [rest, total] = await Promise.all([
    withFirstPage(pages),
    accountCount(name === 'teachers' ? 'teacher' : 'student'),
  ]);
  res.status(200).set({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${csvFileName(name, nowOf(req))}"`,
    'cache-control': 'no-store',
    [CSV_TOTAL_ROWS_HEADER]: String(total),
    // The SPA shows the spec's toast from this header; the body is the file itself.
    'x-success-message':
      name === 'teachers' ? successMessages.teachersExported : successMessages.studentsExported,
  });
  try {
    await writeCsvPages(res, columns, rest);
  } catch (error) {
    // Headers are gone: the connection is closed mid-file (the browser reports a failed download).
    console.error(`CSV export of ${name} failed while streaming`, error);
    res.destroy();
  }
}

export async function exportTeachers(req: Request, res: Response) {
  await streamCsv(req, res, 'teachers', teacherCsvColumns, teacherPages());
}

export async function exportStudents(req: Request, res: Response) {
  await streamCsv(req, res, 'students', studentCsvColumns, studentPages());
}

/**
 * GET /admin/export/appointments.csv?from=&to=&department=: the appointments whose session falls in the range
 * (IST days), soonest first, streamed a page at a time; each time in IST and in ISO 8601.
 */
export async function exportAppointments(req: Request, res: Response) {
  const range = rangeOf(req);
  const rest = await withFirstPage(appointmentPagesInRange(range, departmentOf(req)));
  res.status(200).set({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${appointmentCsvFileName(range)}"`,
    'cache-control': 'no-store',
  });
  try {
    await writeCsvPages(res, appointmentCsvColumns, rest);
  } catch (error) {
    console.error('CSV export of appointments failed while streaming', error);
    res.destroy();
  }
}
