// The demo college: who exists, in which state. The seed script turns it into real accounts and
// appointments through the API.
import { DEMO_ACCOUNTS } from '@appointments/domain';

export interface SeedTeacher {
  name: string;
  email: string;
  department: string;
  subject: string;
  approved: boolean;
  /** What 'Find the right teacher' matches a student's need against. */
  profile: SeedTeacherProfile;
}

export interface SeedTeacherProfile {
  designation: string;
  qualification: string[];
  researchInterests: string[];
  bio: string;
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

// biome-ignore format: one teacher per block
export const seedTeachers: SeedTeacher[] = [
  {
    name: DEMO_ACCOUNTS.teacher.name, email: DEMO_ACCOUNTS.teacher.email, department: 'Physics', subject: 'Optics', approved: true,
    profile: { designation: 'Associate Professor', qualification: ['PhD Physics', 'MSc Physics'], researchInterests: ['Laser physics', 'Interference and diffraction', 'Fibre optics'], bio: 'Teaches ray and wave optics with lab demonstrations.' },
  },
  {
    name: 'Arjun Mehta', email: 'arjun.mehta@college.edu', department: 'Computer Science', subject: 'Data Structures', approved: true,
    profile: { designation: 'Assistant Professor', qualification: ['MTech Computer Science'], researchInterests: ['Graph algorithms', 'Competitive programming', 'Dynamic programming'], bio: 'Coaches the programming club; likes trees, heaps and hash tables.' },
  },
  {
    name: 'Farah Khan', email: 'farah.khan@college.edu', department: 'Mathematics', subject: 'Linear Algebra', approved: true,
    profile: { designation: 'Professor', qualification: ['PhD Mathematics'], researchInterests: ['Eigenvalue problems', 'Numerical linear algebra', 'Matrix theory'], bio: 'Makes matrices, determinants and vector spaces feel concrete.' },
  },
  {
    name: 'Vikram Nair', email: 'vikram.nair@college.edu', department: 'Chemistry', subject: 'Organic Chemistry', approved: true,
    profile: { designation: 'Assistant Professor', qualification: ['PhD Chemistry'], researchInterests: ['Reaction mechanisms', 'Stereochemistry', 'Polymers'], bio: 'Named reactions explained step by step.' },
  },
  {
    name: 'Lakshmi Menon', email: 'lakshmi.menon@college.edu', department: 'Economics', subject: 'Microeconomics', approved: true,
    profile: { designation: 'Associate Professor', qualification: ['PhD Economics', 'MA Economics'], researchInterests: ['Game theory', 'Consumer behaviour', 'Market structures'], bio: 'From demand and supply to oligopoly, with everyday examples.' },
  },
  {
    name: 'Rahul Verma', email: 'rahul.verma@college.edu', department: 'Computer Science', subject: 'Databases', approved: true,
    profile: { designation: 'Assistant Professor', qualification: ['MTech Computer Science', 'Oracle Certified Professional'], researchInterests: ['Query optimization', 'Transactions', 'NoSQL databases'], bio: 'SQL, normal forms and ER diagrams with real data.' },
  },
  {
    name: 'Priya Das', email: 'priya.das@college.edu', department: 'English', subject: 'Modern Poetry', approved: false,
    profile: { designation: 'Lecturer', qualification: ['MA English Literature'], researchInterests: ['Modernism', 'Literary analysis'], bio: 'Reads Eliot and Tagore with her students.' },
  },
  {
    name: 'Sameer Joshi', email: 'sameer.joshi@college.edu', department: 'Engineering', subject: 'Thermodynamics', approved: false,
    profile: { designation: 'Assistant Professor', qualification: ['MTech Mechanical Engineering'], researchInterests: ['Heat transfer', 'Refrigeration'], bio: 'Carnot cycles and entropy, one diagram at a time.' },
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
