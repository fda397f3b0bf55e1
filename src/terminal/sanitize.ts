// The one sanitizer for everything bound for a terminal (the screen, the plain transcript, error
// messages): text from players, models, personas, logs and flags is stripped of every control
// sequence first, so it cannot move the cursor, recolour the screen, set the title or hide text.

const ESC_SEQUENCES = new RegExp(
  [
    '\\x1b\\[[0-?]*[ -/]*[@-~]', // CSI: cursor moves, colours, erase
    '\\x9b[0-?]*[ -/]*[@-~]', // 8-bit CSI
    '\\x1b\\][\\s\\S]*?(?:\\x07|\\x1b\\\\|\\x9c|$)', // OSC: title, hyperlinks, clipboard
    '\\x9d[\\s\\S]*?(?:\\x07|\\x1b\\\\|\\x9c|$)', // 8-bit OSC
    '\\x1b[PX^_][\\s\\S]*?(?:\\x1b\\\\|\\x9c|$)', // DCS, SOS, PM, APC
    '[\\x90\\x98\\x9e\\x9f][\\s\\S]*?(?:\\x1b\\\\|\\x9c|$)', // their 8-bit forms
    '\\x1b[ -/]*[0-~]?', // any other escape (charset switches, keypad modes, a lone ESC)
  ].join('|'),
  'g',
);

// C0 controls but tab and newline, DEL, C1 controls, and the bidi overrides that reorder what is shown.
const CONTROLS = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Safe to draw: no escape sequences or control characters; tabs become spaces; newlines kept. */
export function sanitize(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(ESC_SEQUENCES, '').replace(/\t/g, '  ').replace(CONTROLS, '');
}

/** Safe and on one line (names, labels, one-line previews). */
export function sanitizeLine(text: string): string {
  return sanitize(text).replace(/\s*\n\s*/g, ' ');
}
