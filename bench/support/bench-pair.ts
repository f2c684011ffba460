// A fresh, approved teacher and student for a bench run, made through the API as people would be.
import { DEMO_ACCOUNTS } from '@appointments/domain';
import type { ApiClient } from '../../scripts/lib/api-client';

export interface BenchUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  token: string;
}

const password = 'Bench!Pass1';

async function approvedUser(api: ApiClient, adminToken: string, role: 'student' | 'teacher', name: string) {
  const email = `bench.${role}.${Date.now().toString(36)}@college.test`;
  const registered = await api.call<{ _id: string }>('/auth/register', {
    body: {
      name,
      role,
      email,
      password,
      ...(role === 'teacher' ? { department: 'Physics', subject: 'Optics' } : {}),
    },
  });
  const uid = registered.body.data?._id;
  if (!uid) throw new Error(`Could not register a ${role}: ${JSON.stringify(registered.body)}`);
  const approved = await api.call(`/admin/approve-${role}/${uid}`, {
    method: 'PUT',
    token: adminToken,
    body: { isApproved: true },
  });
  if (approved.status !== 200)
    throw new Error(`Could not approve the ${role}: ${JSON.stringify(approved.body)}`);
  return { uid, email, password, name, token: await api.login(email, password) };
}

export async function benchPair(api: ApiClient): Promise<{ teacher: BenchUser; student: BenchUser }> {
  const adminToken = await api.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const teacher = await approvedUser(api, adminToken, 'teacher', 'Bench Teacher');
  const student = await approvedUser(api, adminToken, 'student', 'Bench Student');
  return { teacher, student };
}
