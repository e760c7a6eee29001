/** zkteco-js ships no types: the little of it this module uses is typed where it is used (zk-client.ts). */
declare module 'zkteco-js' {
  const ZktecoJs: unknown;
  export default ZktecoJs;
}
