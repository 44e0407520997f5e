/**
 * React's API served by Preact (preact/compat) in the build, the dev server and the web unit tests
 * (decision 022): the same components and libraries, with about 9 KB gzip of runtime where React DOM
 * weighed 60 KB on the first page. Preact 11 passes `ref` to function components as a prop, as React 19
 * does, which the shadcn/ui components rely on. The code keeps importing "react" and its types.
 */
export const preactAliases = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];
