import {
  type CsvColumn,
  csvFileName,
  csvTable,
  studentCsvColumns,
  successMessages,
  teacherCsvColumns,
} from '@appointments/domain';
import { stringify } from 'csv-stringify/sync';
import type { Request, Response } from 'express';
import { listStudents, listTeachers } from '../../data/account-lists';
import { nowOf } from '../../middleware/request-time';

function sendCsv<Row>(
  res: Response,
  name: 'teachers' | 'students',
  columns: ReadonlyArray<CsvColumn<Row>>,
  rows: Row[],
  now: Date,
) {
  const fileName = csvFileName(name, now);
  res
    .status(200)
    .set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
      // The SPA shows the spec's toast from this header; the body is the file itself.
      'x-success-message':
        name === 'teachers' ? successMessages.teachersExported : successMessages.studentsExported,
    })
    // A byte-order mark lets spreadsheet programs read the UTF-8 names correctly.
    .send(`\uFEFF${stringify(csvTable(columns, rows))}`);
}

export async function exportTeachers(req: Request, res: Response) {
  sendCsv(res, 'teachers', teacherCsvColumns, await listTeachers(), nowOf(req));
}

export async function exportStudents(req: Request, res: Response) {
  sendCsv(res, 'students', studentCsvColumns, await listStudents(), nowOf(req));
}
