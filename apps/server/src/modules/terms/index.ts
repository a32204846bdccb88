export {
  setSubjectTerms,
  listSubjectTerms,
  findTermBySlug,
  findTermRedirect,
  deleteSubjectTerms,
  type SubjectTermNames,
} from './subject-terms';
export { listTermsWithCounts } from './term-manager';
export { termRoutes } from './routes';
export { createTerm } from './term-manager';
