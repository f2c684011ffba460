import type { Request, Response } from 'express';
import { listPendingStudents, listStudents, listTeachers } from '../../data/account-lists';
import { sendData } from '../../http/respond';

export async function studentsList(_req: Request, res: Response) {
  sendData(res, await listStudents());
}

export async function pendingStudentsList(_req: Request, res: Response) {
  sendData(res, await listPendingStudents());
}

export async function teachersList(_req: Request, res: Response) {
  sendData(res, await listTeachers());
}
