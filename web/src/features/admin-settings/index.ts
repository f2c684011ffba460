// What other features use of the admin settings: the links between the admin's pages.
export { AdminNavLinks } from './components/admin-nav-links';
