// The subject vocabulary of the offline embedder and of the "why it matched" reasons: each subject
// with the words students use for it (abbreviations, topics, Hindi and Hinglish names). The same
// list reads teacher profiles and student needs, so both sides meet on the same concept ids.

export interface SubjectConcept {
  /** Stable id, hashed as a feature (never shown). */
  id: string;
  /** The field the subject belongs to; a need naming only the field still leans towards it. */
  field: string;
  /** Lower-case, accent-free words or phrases; the first is the subject's own name. */
  terms: readonly string[];
}

// biome-ignore format: one subject per block reads better than one term per line
export const subjectConcepts: readonly SubjectConcept[] = [
  {
    id: 'data-structures',
    field: 'computer-science',
    terms: ['data structures', 'dsa', 'algorithms', 'algorithm', 'algo', 'linked list', 'binary tree', 'binary search',
      'trees', 'graph algorithms', 'graphs', 'heap', 'hashing', 'hash table', 'sorting', 'recursion', 'dynamic programming',
      'dp', 'big o', 'time complexity', 'leetcode', 'competitive programming', 'stack and queue', 'arrays', 'bfs', 'dfs'],
  },
  {
    id: 'databases',
    field: 'computer-science',
    terms: ['databases', 'database', 'dbms', 'sql', 'mysql', 'postgresql', 'normalization', 'normal forms', 'joins',
      'er diagram', 'entity relationship', 'transactions', 'query optimization', 'nosql', 'mongodb', 'relational algebra',
      'indexing', 'acid'],
  },
  {
    id: 'operating-systems',
    field: 'computer-science',
    terms: ['operating systems', 'os', 'operating system', 'process scheduling', 'cpu scheduling', 'deadlock', 'paging',
      'virtual memory', 'semaphore', 'mutex', 'threads', 'kernel', 'linux', 'memory management', 'page replacement',
      'synchronization', 'file systems'],
  },
  {
    id: 'computer-networks',
    field: 'computer-science',
    terms: ['computer networks', 'cn', 'networking', 'networks', 'tcp', 'tcp ip', 'osi model', 'routing', 'subnetting',
      'ip address', 'http', 'dns', 'sockets', 'network security'],
  },
  {
    id: 'machine-learning',
    field: 'computer-science',
    terms: ['machine learning', 'ml', 'ai', 'artificial intelligence', 'deep learning', 'neural networks', 'neural network',
      'regression', 'classification', 'cnn', 'nlp', 'gradient descent', 'overfitting', 'clustering'],
  },
  {
    id: 'programming',
    field: 'computer-science',
    terms: ['programming', 'coding', 'python', 'java', 'c programming', 'cpp', 'oop', 'object oriented', 'pointers',
      'debugging', 'functions and loops', 'javascript'],
  },
  {
    id: 'linear-algebra',
    field: 'mathematics',
    terms: ['linear algebra', 'matrices', 'matrix', 'eigenvalues', 'eigenvectors', 'eigen', 'vector spaces', 'determinants',
      'determinant', 'linear transformations', 'rank', 'diagonalization', 'orthogonal', 'gaussian elimination', 'svd'],
  },
  {
    id: 'calculus',
    field: 'mathematics',
    terms: ['calculus', 'derivatives', 'derivative', 'differentiation', 'integration', 'integrals', 'integral', 'limits',
      'differential equations', 'ode', 'partial derivatives', 'multivariable', 'taylor series', 'maxima minima'],
  },
  {
    id: 'probability-statistics',
    field: 'mathematics',
    terms: ['probability and statistics', 'probability', 'statistics', 'stats', 'distributions', 'hypothesis testing',
      'bayes', 'random variables', 'variance', 'standard deviation', 'normal distribution', 'p value', 'regression analysis'],
  },
  {
    id: 'discrete-mathematics',
    field: 'mathematics',
    terms: ['discrete mathematics', 'discrete maths', 'dm', 'combinatorics', 'graph theory', 'set theory', 'logic',
      'propositional logic', 'permutations', 'combinations', 'induction', 'relations'],
  },
  {
    id: 'optics',
    field: 'physics',
    terms: ['optics', 'light', 'lens', 'lenses', 'mirrors', 'refraction', 'reflection', 'interference', 'diffraction',
      'polarization', 'laser', 'lasers', 'photonics', 'ray optics', 'wave optics', 'young double slit'],
  },
  {
    id: 'mechanics',
    field: 'physics',
    terms: ['classical mechanics', 'mechanics', 'kinematics', 'newton laws', 'force', 'momentum', 'torque', 'friction',
      'projectile', 'rotational motion', 'work energy', 'gravitation', 'oscillations'],
  },
  {
    id: 'thermodynamics',
    field: 'physics',
    terms: ['thermodynamics', 'thermo', 'entropy', 'enthalpy', 'heat engine', 'carnot', 'heat transfer', 'laws of thermodynamics',
      'heat', 'temperature', 'adiabatic', 'isothermal', 'refrigeration', 'gibbs free energy'],
  },
  {
    id: 'electromagnetism',
    field: 'physics',
    terms: ['electromagnetism', 'electricity and magnetism', 'em theory', 'maxwell equations', 'electric field',
      'magnetic field', 'gauss law', 'faraday', 'induction coil', 'electrostatics', 'capacitors'],
  },
  {
    id: 'quantum-physics',
    field: 'physics',
    terms: ['quantum mechanics', 'quantum physics', 'quantum', 'schrodinger equation', 'wave function', 'uncertainty principle',
      'photoelectric effect', 'particle in a box'],
  },
  {
    id: 'electronics',
    field: 'engineering',
    terms: ['digital electronics', 'electronics', 'logic gates', 'flip flops', 'transistors', 'diodes', 'op amp',
      'circuits', 'circuit analysis', 'kvl', 'kcl', 'microprocessors', 'karnaugh map', 'k map', 'signals and systems'],
  },
  {
    id: 'organic-chemistry',
    field: 'chemistry',
    terms: ['organic chemistry', 'organic', 'ochem', 'reaction mechanisms', 'sn1', 'sn2', 'alkanes', 'alkenes', 'alkynes',
      'benzene', 'aromatic compounds', 'isomers', 'isomerism', 'named reactions', 'functional groups', 'stereochemistry',
      'hydrocarbons', 'polymers', 'iupac naming'],
  },
  {
    id: 'physical-chemistry',
    field: 'chemistry',
    terms: ['physical chemistry', 'chemical kinetics', 'kinetics', 'chemical equilibrium', 'equilibrium', 'electrochemistry',
      'rate of reaction', 'spectroscopy', 'mole concept', 'colligative properties'],
  },
  {
    id: 'inorganic-chemistry',
    field: 'chemistry',
    terms: ['inorganic chemistry', 'inorganic', 'periodic table', 'coordination compounds', 'd block', 'p block',
      'chemical bonding', 'metallurgy', 'crystal field theory'],
  },
  {
    id: 'microeconomics',
    field: 'economics',
    terms: ['microeconomics', 'micro economics', 'micro', 'demand and supply', 'demand', 'supply', 'elasticity',
      'consumer behaviour', 'utility', 'indifference curves', 'monopoly', 'market structures', 'game theory',
      'cost curves', 'perfect competition', 'oligopoly'],
  },
  {
    id: 'macroeconomics',
    field: 'economics',
    terms: ['macroeconomics', 'macro economics', 'macro', 'gdp', 'inflation', 'monetary policy', 'fiscal policy',
      'unemployment', 'national income', 'interest rates', 'is lm', 'economic growth', 'balance of payments'],
  },
  {
    id: 'accounting',
    field: 'commerce',
    terms: ['accounting', 'accounts', 'accountancy', 'financial accounting', 'balance sheet', 'journal entries', 'ledger',
      'trial balance', 'bookkeeping', 'depreciation', 'cost accounting', 'auditing'],
  },
  {
    id: 'modern-poetry',
    field: 'literature',
    terms: ['modern poetry', 'poetry', 'poems', 'poem', 'poets', 'verse', 'sonnet', 'metaphor', 'imagery', 'literary analysis',
      'eliot', 'modernism'],
  },
  {
    id: 'english-writing',
    field: 'literature',
    terms: ['english writing', 'essay writing', 'essay', 'grammar', 'writing skills', 'academic writing', 'communication skills',
      'vocabulary', 'report writing', 'thesis writing'],
  },
  {
    id: 'genetics',
    field: 'biology',
    terms: ['genetics', 'dna', 'genes', 'heredity', 'mendel', 'mendelian inheritance', 'mutation', 'molecular biology',
      'gene expression', 'chromosomes'],
  },
  {
    id: 'cell-biology',
    field: 'biology',
    terms: ['cell biology', 'cells', 'cell', 'mitosis', 'meiosis', 'cell membrane', 'organelles', 'mitochondria',
      'photosynthesis', 'respiration'],
  },
];

/** Names of the fields themselves, in English and Hindi; a need naming only the field leans towards it. */
export const fieldTerms: Readonly<Record<string, readonly string[]>> = {
  'computer-science': ['computer science', 'cse', 'cs', 'computers', 'computer', 'software'],
  mathematics: ['mathematics', 'maths', 'math', 'ganit', 'engineering mathematics'],
  physics: ['physics', 'bhautiki', 'bhautik'],
  chemistry: ['chemistry', 'chem', 'rasayan', 'rasayan vigyan'],
  economics: ['economics', 'eco', 'econ', 'arthashastra'],
  commerce: ['commerce', 'finance', 'business'],
  literature: ['english', 'literature', 'sahitya'],
  biology: ['biology', 'bio', 'jeev vigyan', 'life sciences'],
  engineering: ['engineering', 'electrical', 'ece', 'eee'],
};

/**
 * Words that carry no subject: English filler and the Hindi/Hinglish of a worried message
 * ("samajh nahi aa raha", "padhai", "kal test hai"). Dropped before anything is hashed.
 */
// biome-ignore format: a word list, kept dense
export const noiseWords: ReadonlySet<string> = new Set([
  // English
  'a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'about', 'from', 'by', 'is', 'are', 'am',
  'be', 'was', 'were', 'it', 'its', 'this', 'that', 'these', 'those', 'my', 'me', 'i', 'im', 'we', 'our', 'you', 'your',
  'need', 'needs', 'help', 'want', 'would', 'like', 'can', 'could', 'someone', 'somebody', 'who', 'what', 'how', 'why',
  'please', 'pls', 'plz', 'stuck', 'understand', 'understanding', 'explain', 'explains', 'confused', 'confusing',
  'doubt', 'doubts', 'question', 'questions', 'problem', 'problems', 'topic', 'topics', 'before', 'after', 'next',
  'week', 'tomorrow', 'today', 'friday', 'monday', 'tuesday', 'wednesday', 'thursday', 'saturday', 'sunday', 'exam',
  'exams', 'test', 'tests', 'quiz', 'midterm', 'midsem', 'endsem', 'semester', 'assignment', 'assignments', 'homework',
  'prepare', 'preparation', 'revision', 'revise', 'do', 'does', 'dont', 'not', 'no', 'get', 'getting', 'really', 'very',
  'some', 'any', 'all', 'more', 'much', 'so', 'just', 'also', 'still', 'teacher', 'sir', 'maam', 'madam', 'professor',
  'prof', 'session', 'class', 'lecture', 'course', 'subject', 'basics', 'basic', 'concepts', 'concept', 'guidance',
  'someone', 'anyone', 'have', 'has', 'had', 'going', 'learn', 'learning', 'study', 'studying', 'work', 'on',
  'struggling', 'lost', 'bad', 'good', 'marks', 'grade', 'grades', 'backlog', 'lab', 'viva', 'practical', 'paper',
  // Hindi / Hinglish
  'mujhe', 'mujhko', 'mera', 'meri', 'mere', 'hum', 'humko', 'aap', 'koi', 'kya', 'kaise', 'kyun', 'kyu', 'kab', 'kal',
  'parso', 'aaj', 'hai', 'hain', 'tha', 'thi', 'ho', 'hoga', 'nahi', 'nahin', 'na', 'aa', 'raha', 'rahi', 'rahe',
  'samajh', 'samjha', 'samjhao', 'samjhna', 'samajhna', 'padhai', 'padhna', 'padhao', 'padha', 'chahiye', 'karna',
  'karo', 'kar', 'ki', 'ka', 'ke', 'ko', 'se', 'me', 'mein', 'pe', 'par', 'bhi', 'aur', 'ya', 'toh', 'to', 'bhai',
  'yaar', 'ji', 'thoda', 'bahut', 'bilkul', 'wala', 'wali', 'waale', 'baare', 'sawal', 'sawaal', 'pariksha', 'kuch',
  'jaldi', 'abhi', 'sab', 'sabse', 'acche', 'accha', 'fail', 'pass', 'hona', 'hota', 'hoti', 'de', 'do', 'dena',
]);
