// `react-router-build` is an rspack alias (rspack-config.ts) for react-router's production ES module build.
declare module 'react-router-build' {
  export * from 'react-router';
}
