import type { Request, Response } from 'express';
import { listStudents, listTeachers } from '../../data/account-lists';
import { sendData } from '../../http/respond';

export async function studentsList(_req: Request, res: Response) {
  sendData(res, await listStudents());
}

export async function teachersList(_req: Request, res: Response) {
  sendData(res, await listTeachers());
}
