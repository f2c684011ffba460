export { addWebChannelRoutes, webChannelOf } from './webchannel-routes.js';
