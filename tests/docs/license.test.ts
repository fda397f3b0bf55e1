// The licence package.json names is in the repository and in the package, and package.json says where
// the code and its issues live (issue 25, item 12).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as { license: string; files: string[]; repository?: { type: string; url: string }; bugs?: { url: string } };

describe('LICENSE and package.json', () => {
  it('LICENSE is the MIT licence package.json names, held by the Nightfall contributors', () => {
    expect(pkg.license).toBe('MIT');
    const text = read('LICENSE');
    expect(text.split('\n')[0]).toBe('MIT License');
    expect(text).toContain('Copyright (c) Nightfall contributors');
    expect(text).toContain('Permission is hereby granted, free of charge, to any person obtaining a copy');
    expect(text).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
  });

  it('names the repository and where to report bugs, on the same GitHub project', () => {
    expect(pkg.repository?.type).toBe('git');
    const project = /^git\+(https:\/\/github\.com\/[\w.-]+\/[\w.-]+)\.git$/.exec(pkg.repository?.url ?? '')?.[1];
    expect(project, pkg.repository?.url).toBeDefined();
    expect(pkg.bugs?.url).toBe(`${project}/issues`);
  });
});
