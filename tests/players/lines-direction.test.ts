// A line says which way it points: "Ada reads as the real seer to me … Ada is not the one we want" (seen in
// game 4711: a defence that reads as its opposite), "there is no doubt left about Iris" (sure of what?).
import { describe, expect, it } from 'vitest';
import { ACCUSE, DEFEND } from '../../src/players/scripted/speech/lines.js';

describe('the grammar\'s lines for and against a seat cannot be read the other way', () => {
  it('a sure accusation names the evil side', () => {
    for (const line of ACCUSE.sure) expect(line).toContain('{evil}');
  });
  it('a defence says trust, clean, or not evil, and never "not the one we want"', () => {
    for (const line of DEFEND) {
      expect(line).toMatch(/trust|clean|standing by|vouch for|leave \{target\} alone|not \{evil\}|\bis \{evil\}|not the one to vote out/);
      expect(line).not.toMatch(/the one we want/);
    }
  });
});
