/** WebAssembly files the editor's bundle copies beside it: importing one gives its address. */
declare module '*.wasm' {
  const url: string;
  export default url;
}
