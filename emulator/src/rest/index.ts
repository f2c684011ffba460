export { addRestRoutes } from './rest-routes.js';
