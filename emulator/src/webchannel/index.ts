export { addWebChannelRoutes, DEFAULT_TIMINGS, WebChannelServer, webChannelOf } from './webchannel-routes.js';
