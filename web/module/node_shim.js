// Placed before Emscripten's output (--extern-pre-js). In Node, Emscripten's glue uses the
// CommonJS names `require` and `__dirname`, which an ES module does not have: api.js sets
// them before it creates the module. In browsers they stay unused.
let require;
let __dirname;
