/** The URL of Redoc's standalone bundle (reference/redocAsset.ts). */
declare module 'virtual:redoc-standalone' {
  const url: string;
  export default url;
}
