// Ink loads React DevTools only when DEV=true; the bundled CLI never does, so this stands in for it.
export default { initialize() {}, connectToDevTools() {} };
