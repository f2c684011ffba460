// The demo college: who exists, in which state. The seed script turns it into real accounts and
// appointments through the API.
import { DEMO_ACCOUNTS } from '@appointments/domain';

export interface SeedTeacher {
  name: string;
  email: string;
  department: string;
  subject: string;
  approved: boolean;
}

export interface SeedStudent {
  name: string;
  email: string;
  approved: boolean;
}

export const seedPassword = {
  teacher: DEMO_ACCOUNTS.teacher.password,
  student: DEMO_ACCOUNTS.student.password,
};

export const seedTeachers: SeedTeacher[] = [
  {
    name: DEMO_ACCOUNTS.teacher.name,
    email: DEMO_ACCOUNTS.teacher.email,
    department: 'Physics',
    subject: 'Optics',
    approved: true,
  },
  {
    name: 'Arjun Mehta',
    email: 'arjun.mehta@college.edu',
    department: 'Computer Science',
    subject: 'Data Structures',
    approved: true,
  },
  {
    name: 'Farah Khan',
    email: 'farah.khan@college.edu',
    department: 'Mathematics',
    subject: 'Linear Algebra',
    approved: true,
  },
  {
    name: 'Vikram Nair',
    email: 'vikram.nair@college.edu',
    department: 'Chemistry',
    subject: 'Organic Chemistry',
    approved: true,
  },
  {
    name: 'Lakshmi Menon',
    email: 'lakshmi.menon@college.edu',
    department: 'Economics',
    subject: 'Microeconomics',
    approved: true,
  },
  {
    name: 'Rahul Verma',
    email: 'rahul.verma@college.edu',
    department: 'Computer Science',
    subject: 'Databases',
    approved: true,
  },
  {
    name: 'Priya Das',
    email: 'priya.das@college.edu',
    department: 'English',
    subject: 'Modern Poetry',
    approved: false,
  },
  {
    name: 'Sameer Joshi',
    email: 'sameer.joshi@college.edu',
    department: 'Engineering',
    subject: 'Thermodynamics',
    approved: false,
  },
];

const studentNames = [
  DEMO_ACCOUNTS.student.name,
  'Rohan Gupta',
  'Ananya Sharma',
  'Kabir Singh',
  'Isha Patel',
  'Dev Malhotra',
  'Sneha Reddy',
  'Aditya Kulkarni',
  'Nisha Pillai',
  'Yusuf Ali',
  'Meghna Bose',
  'Tanvi Desai',
  'Harsh Agarwal',
  'Pooja Iyer',
  'Karan Chopra',
  'Ritika Sen',
  'Manav Jain',
  'Zoya Qureshi',
  'Siddharth Rao',
  'Aarohi Kapoor',
];

function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@college.edu`;
}

export const seedStudents: SeedStudent[] = studentNames.map((name, index) => ({
  name,
  email: index === 0 ? DEMO_ACCOUNTS.student.email : emailOf(name),
  // The last four wait for the admin, so the approval screens have work on a fresh start.
  approved: index < studentNames.length - 4,
}));
