// `npm run test:soak`: the property suites with every game (1,000 a preset, 300 a variant), not the
// quarter `npm test` plays (tests/helpers/soak.ts). Slow, about a quarter of an hour on two cores: run it
// before a change to the engine, the rules or the bots lands, and after any failure of a property test.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// The soak's files mock nothing: one set of files, the test run's settings without its two projects.
const { projects: _projects, ...test } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...test,
    include: ['tests/werewolf/properties.*.test.ts', 'tests/rules/mafia/bots.*.test.ts', 'tests/rules/mafia/properties.*.test.ts'],
    env: { ...base.test?.env, NIGHTFALL_SOAK: '1' },
  },
});
