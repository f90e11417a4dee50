/** The media type the API answers with (it answers 406 to an Accept that excludes it). */
export const MEDIA_TYPE = 'application/vnd.emoney.api-v2+json';
