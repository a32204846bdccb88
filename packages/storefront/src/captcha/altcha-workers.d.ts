// Vite's `?worker` import: the worker is emitted as a file of its own and this constructs it.
declare module 'altcha/workers/sha?worker' {
  const ShaWorker: new () => Worker;
  export default ShaWorker;
}
