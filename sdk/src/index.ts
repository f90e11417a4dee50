export { API_VERSION, LINK_MESSAGE, MEDIA_TYPE } from './constants.js';
