// How the screen asks Ink to draw: at most 30 frames a second, and Ctrl-C left to the screen (it asks
// before quitting). Ink's incrementalRendering is left off: under tmux it left stale copies of the
// live region on screen when transcript lines were printed above it (the tmux test catches it).
export const INK_OPTIONS = { exitOnCtrlC: false, maxFps: 30 } as const;
