export { keys } from './keys.js';
