// How the screen asks Ink to draw: at most 30 frames a second, only the lines that changed, and
// Ctrl-C left to the screen (it asks before quitting).
export const INK_OPTIONS = { exitOnCtrlC: false, maxFps: 30, incrementalRendering: true } as const;
