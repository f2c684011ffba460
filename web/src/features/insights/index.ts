// What other features use of the insights: the teacher's section, as a lazy component (its own chunk).
import { lazy } from 'react';

export const LazyTeacherInsights = lazy(() => import('./teacher-insights-section'));
