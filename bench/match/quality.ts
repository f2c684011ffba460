// Top-3 subject accuracy of the offline embedder, in process: the same vectors and the same cosine
// ranking the local stack's findNearest computes, over the seeded approved teachers plus 1,000 generated.
import { lexicalEmbedding, teacherProfileText } from '@appointments/domain';
import { seedTeachers } from '../../scripts/lib/seed-data';
import { type LabelledRequest, labelledRequests } from './requests';
import { type GeneratedTeacher, generatedTeachers } from './teachers';

export interface BenchTeacher extends GeneratedTeacher {}

/** The seeded approved teachers, as the bench's profiles. */
export function seededBenchTeachers(): BenchTeacher[] {
  return seedTeachers
    .filter((teacher) => teacher.approved)
    .map((teacher) => ({
      name: teacher.name,
      subject: teacher.subject,
      department: teacher.department,
      ...teacher.profile,
    }));
}

export function benchTeachers(): BenchTeacher[] {
  return [...seededBenchTeachers(), ...generatedTeachers()];
}

const dot = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);

export interface QualityResult {
  hits: number;
  total: number;
  misses: { request: LabelledRequest; top: string[] }[];
}

/** Scores top-3 subjects from a ranking function (in-process cosine or the API). */
export async function topThreeAccuracy(
  topSubjects: (need: string) => Promise<string[]>,
  requests: readonly LabelledRequest[] = labelledRequests,
): Promise<QualityResult> {
  const misses: QualityResult['misses'] = [];
  for (const request of requests) {
    const top = (await topSubjects(request.need)).slice(0, 3);
    if (!top.includes(request.subject)) misses.push({ request, top });
  }
  return { hits: requests.length - misses.length, total: requests.length, misses };
}

/** Brute-force cosine ranking over unit vectors: what findNearest with COSINE returns. */
export function inProcessRanker(teachers: readonly BenchTeacher[]) {
  const vectors = teachers.map((teacher) => lexicalEmbedding(teacherProfileText(teacher)));
  return async (need: string) => {
    const query = lexicalEmbedding(need);
    return vectors
      .map((vector, index) => ({ index, score: dot(query, vector) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, 3)
      .map(({ index }) => (teachers[index] as BenchTeacher).subject);
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await topThreeAccuracy(inProcessRanker(benchTeachers()));
  console.log(`top-3 subject accuracy: ${result.hits}/${result.total}`);
  for (const miss of result.misses)
    console.log(`  miss: "${miss.request.need}" (${miss.request.subject}) → ${miss.top.join(', ')}`);
}
