import { expect, it } from 'vitest';
import { roleHome } from './routes';

it('sends each role home and anyone else to login', () => {
  expect(roleHome('student')).toBe('/student/dashboard');
  expect(roleHome('teacher')).toBe('/teacher/dashboard');
  expect(roleHome('admin')).toBe('/admin/panel');
  expect(roleHome(null)).toBe('/login');
  expect(roleHome('superuser')).toBe('/login');
});
