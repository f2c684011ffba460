// 1,000 generated teacher profiles for the matching bench, the same on every run (seeded random):
// each teaches one bench subject, lists two or three of its topics, sometimes a topic of a neighbouring
// subject, and writes a short bio, as real profiles do.
import type { TeacherProfileSource } from '@appointments/domain';
import { Random } from '../support/random';
import { benchSubjects } from './subjects';

export interface GeneratedTeacher extends TeacherProfileSource {
  name: string;
}

const firstNames = [
  'Aarav',
  'Diya',
  'Kiran',
  'Neha',
  'Rohit',
  'Sana',
  'Vivek',
  'Anjali',
  'Imran',
  'Meera',
  'Nikhil',
  'Ritu',
];
const lastNames = [
  'Sharma',
  'Iyer',
  'Khan',
  'Patel',
  'Reddy',
  'Banerjee',
  'Singh',
  'Nair',
  'Gupta',
  'Das',
  'Joshi',
];
const designations = ['Assistant Professor', 'Associate Professor', 'Professor', 'Lecturer'];
const bios = [
  (subject: string) =>
    `I have taught ${subject} for many years and enjoy working through problems with students.`,
  (subject: string) => `My classes in ${subject} focus on intuition first, then practice.`,
  () => 'Office hours are open to every student; bring your questions.',
  (subject: string) => `Passionate about research and teaching ${subject}.`,
];

export function generatedTeachers(count = 1000, seed = 29): GeneratedTeacher[] {
  const generator = new Random(seed);
  const random = () => generator.next();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const subject = benchSubjects[index % benchSubjects.length] as (typeof benchSubjects)[number];
    const topics = [...subject.topics].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 2));
    if (random() < 0.25) {
      const neighbour = pick(benchSubjects.filter((other) => other.department === subject.department));
      topics.push(pick(neighbour.topics));
    }
    return {
      name: `${pick(firstNames)} ${pick(lastNames)} ${index}`,
      subject: subject.name,
      department: subject.department,
      designation: pick(designations),
      qualification: [`PhD ${subject.department}`],
      researchInterests: [...new Set(topics)],
      bio: pick(bios)(subject.name),
    };
  });
}
