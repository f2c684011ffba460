// The bench's subjects: display name, department and the topics a teacher of it lists as research
// interests. The generated teachers draw from these; the labelled requests name these subjects.
export interface BenchSubject {
  name: string;
  department: string;
  topics: readonly string[];
}

// biome-ignore format: one subject per line
export const benchSubjects: readonly BenchSubject[] = [
  { name: 'Data Structures', department: 'Computer Science', topics: ['Graph algorithms', 'Hashing', 'Competitive programming', 'Dynamic programming', 'Binary trees'] },
  { name: 'Databases', department: 'Computer Science', topics: ['Query optimization', 'Transactions', 'NoSQL systems', 'Indexing', 'Relational algebra'] },
  { name: 'Operating Systems', department: 'Computer Science', topics: ['Virtual memory', 'Process scheduling', 'File systems', 'Linux kernel', 'Synchronization'] },
  { name: 'Computer Networks', department: 'Computer Science', topics: ['Routing', 'Network security', 'TCP congestion control', 'Wireless networking', 'Sockets'] },
  { name: 'Machine Learning', department: 'Computer Science', topics: ['Deep learning', 'NLP', 'Computer vision', 'Clustering', 'Reinforcement learning'] },
  { name: 'Programming', department: 'Computer Science', topics: ['Python', 'Java', 'Object oriented design', 'JavaScript', 'Software testing'] },
  { name: 'Linear Algebra', department: 'Mathematics', topics: ['Matrix theory', 'Eigenvalue problems', 'Numerical linear algebra', 'Vector spaces'] },
  { name: 'Calculus', department: 'Mathematics', topics: ['Differential equations', 'Real analysis', 'Multivariable calculus', 'Taylor series'] },
  { name: 'Probability and Statistics', department: 'Mathematics', topics: ['Bayesian inference', 'Hypothesis testing', 'Random variables', 'Data analysis'] },
  { name: 'Discrete Mathematics', department: 'Mathematics', topics: ['Graph theory', 'Combinatorics', 'Mathematical logic', 'Set theory'] },
  { name: 'Optics', department: 'Physics', topics: ['Laser physics', 'Fibre optics', 'Interference', 'Photonics'] },
  { name: 'Classical Mechanics', department: 'Physics', topics: ['Rotational dynamics', 'Oscillations', 'Gravitation', 'Kinematics'] },
  { name: 'Thermodynamics', department: 'Mechanical Engineering', topics: ['Heat transfer', 'Refrigeration', 'Heat engines', 'Statistical thermodynamics'] },
  { name: 'Electromagnetism', department: 'Physics', topics: ['Electrostatics', 'Maxwell equations', 'Antenna theory', 'Magnetic materials'] },
  { name: 'Quantum Physics', department: 'Physics', topics: ['Quantum computing', 'Quantum mechanics', 'Spectroscopy', 'Condensed matter'] },
  { name: 'Digital Electronics', department: 'Electronics Engineering', topics: ['Logic design', 'Microprocessors', 'VLSI', 'Signals and systems'] },
  { name: 'Organic Chemistry', department: 'Chemistry', topics: ['Reaction mechanisms', 'Stereochemistry', 'Polymers', 'Natural products'] },
  { name: 'Physical Chemistry', department: 'Chemistry', topics: ['Chemical kinetics', 'Electrochemistry', 'Spectroscopy', 'Surface chemistry'] },
  { name: 'Inorganic Chemistry', department: 'Chemistry', topics: ['Coordination compounds', 'Metallurgy', 'Bioinorganic chemistry', 'Catalysis'] },
  { name: 'Microeconomics', department: 'Economics', topics: ['Game theory', 'Consumer behaviour', 'Industrial organisation', 'Market structures'] },
  { name: 'Macroeconomics', department: 'Economics', topics: ['Monetary policy', 'Economic growth', 'Public finance', 'International trade'] },
  { name: 'Accounting', department: 'Commerce', topics: ['Financial accounting', 'Auditing', 'Cost accounting', 'Taxation'] },
  { name: 'Modern Poetry', department: 'English', topics: ['Modernism', 'Literary analysis', 'Postcolonial poetry', 'Translation'] },
  { name: 'English Writing', department: 'English', topics: ['Academic writing', 'Rhetoric', 'Creative writing', 'Communication skills'] },
  { name: 'Genetics', department: 'Biology', topics: ['Molecular genetics', 'Plant breeding', 'Genomics', 'Population genetics'] },
  { name: 'Cell Biology', department: 'Biology', topics: ['Cell signalling', 'Mitochondria', 'Microscopy', 'Developmental biology'] },
];
