// Proves the import rules in eslint.config.js bite: each forbidden edge of the web layers (app → features → entities →
// components → lib), each forbidden edge of the server (a module reaching into another's insides or into a flow, the
// platform importing a module, a flow or the app layer passing a module's face) and an import cycle is reported, while
// the allowed edges lint clean.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webSrc = path.join(repoRoot, 'apps/web/src');
const eslint = new ESLint({ cwd: repoRoot });

/** The first non-test source file under `dir` (fixture folders skipped): real files move, so targets are looked up. */
function findSource(dir: string): string | undefined {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
  const file = entries.find((entry) => entry.isFile() && isSource(entry.name));
  if (file) return path.join(dir, file.name);
  for (const entry of entries) {
    const found = entry.isDirectory() && !entry.name.startsWith('__') && findSource(path.join(dir, entry.name));
    if (found) return found;
  }
  return undefined;
}

function firstSource(dir: string): string {
  const found = findSource(dir);
  if (!found) throw new Error(`No source file under ${dir}`);
  return found;
}

/** `#web/...` specifier of an absolute file inside apps/web/src. */
const alias = (file: string) => `#web/${path.relative(webSrc, file).split(path.sep).join('/')}`;

/** Relative specifier from `fromFile` to `toFile`. */
const relative = (fromFile: string, toFile: string) => {
  const spec = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  return spec.startsWith('.') ? spec : `./${spec}`;
};

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

const features = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && findSource(path.join(webSrc, 'features', entry.name)))
  .map((entry) => entry.name);
const [featureA, featureB] = features;
const inFeatureA = path.join(webSrc, 'features', featureA!, '__lint-fixture__.ts');
const inEntity = path.join(webSrc, 'entities', '__lint-fixture__.ts');
const inComponents = path.join(webSrc, 'components', '__lint-fixture__.ts');
const inLib = path.join(webSrc, 'lib', '__lint-fixture__.ts');
const inApp = path.join(webSrc, 'app', '__lint-fixture__.ts');

const featureBFile = () => firstSource(path.join(webSrc, 'features', featureB!));
const appFile = () => firstSource(path.join(webSrc, 'app'));
const entityFile = () => firstSource(path.join(webSrc, 'entities'));
const componentFile = () => firstSource(path.join(webSrc, 'components'));
const libFile = () => firstSource(path.join(webSrc, 'lib'));

describe('web layer rules (import-x/no-restricted-paths)', () => {
  it('needs two features to compare', () => {
    expect(features.length).toBeGreaterThanOrEqual(2);
  });

  const forbidden: [string, string, () => string][] = [
    ['a feature importing another feature', inFeatureA, featureBFile],
    ['a feature importing app', inFeatureA, appFile],
    ['an entity importing a feature', inEntity, featureBFile],
    ['an entity importing app', inEntity, appFile],
    ['components importing an entity', inComponents, entityFile],
    ['components importing a feature', inComponents, featureBFile],
    ['lib importing components', inLib, componentFile],
    ['lib importing an entity', inLib, entityFile],
  ];

  for (const [name, from, target] of forbidden) {
    it(`reports ${name}, through the alias and through a relative path`, async () => {
      for (const specifier of [alias(target()), relative(from, target())]) {
        const messages = await lint(from, `import '${specifier}';\n`);
        expect(messages, specifier).toEqual([
          expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', severity: 2 }),
        ]);
      }
    });
  }

  const allowed: [string, string, () => string][] = [
    ['a feature importing an entity', inFeatureA, entityFile],
    ['a feature importing its own files', inFeatureA, () => firstSource(path.join(webSrc, 'features', featureA!))],
    ['an entity importing lib', inEntity, libFile],
    ['components importing lib', inComponents, libFile],
    ['app importing a feature', inApp, featureBFile],
  ];

  for (const [name, from, target] of allowed) {
    it(`allows ${name}`, async () => {
      expect(await lint(from, `import '${alias(target())}';\n`)).toEqual([]);
    });
  }
});

describe('server module rules (import-x/no-restricted-paths)', () => {
  const serverSrc = path.join(repoRoot, 'apps/server/src');
  const modules = readdirSync(path.join(serverSrc, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const [moduleA, moduleB] = modules;
  const inModuleA = path.join(serverSrc, 'modules', moduleA!, '__lint-fixture__.ts');
  const inPlatform = path.join(serverSrc, 'platform', '__lint-fixture__.ts');
  const inFlows = path.join(serverSrc, 'flows', '__lint-fixture__.ts');
  const inApp = path.join(serverSrc, '__lint-fixture__.ts');
  const faceOf = (module: string) => path.join(serverSrc, 'modules', module, 'index.ts');
  /** A file of module B other than its face. */
  const insideB = () =>
    readdirSync(path.join(serverSrc, 'modules', moduleB!))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'))
      .map((name) => path.join(serverSrc, 'modules', moduleB!, name))[0]!;
  const flowFile = () => firstSource(path.join(serverSrc, 'flows'));
  const platformFile = () => path.join(serverSrc, 'platform', 'errors.ts');

  it('finds every module with a face', () => {
    expect(modules.length).toBeGreaterThanOrEqual(2);
    for (const module of modules) expect(findSource(path.join(serverSrc, 'modules', module)), module).toBeDefined();
  });

  const forbidden: [string, string, () => string][] = [
    ["a module importing another module's insides", inModuleA, insideB],
    ['a module importing a flow', inModuleA, flowFile],
    ['the platform importing a module, even its face', inPlatform, () => faceOf(moduleB!)],
    ['the platform importing a flow', inPlatform, flowFile],
    ["a flow importing a module's insides", inFlows, insideB],
    ["the app layer importing a module's insides", inApp, insideB],
    ['a module importing the demo data', inModuleA, () => path.join(serverSrc, 'seed', 'demo-catalogue.ts')],
    ['a flow importing the test harness', inFlows, () => path.join(serverSrc, 'testing', 'fixtures.ts')],
  ];
  for (const [name, from, target] of forbidden) {
    it(`reports ${name}`, async () => {
      const messages = await lint(from, `import '${relative(from, target())}';\n`);
      expect(messages).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', severity: 2 })]);
    });
  }

  const allowed: [string, string, () => string][] = [
    ["a module importing another module's face", inModuleA, () => faceOf(moduleB!)],
    ['a module importing its own insides', inModuleA, () => firstSource(path.join(serverSrc, 'modules', moduleA!))],
    ['a module importing the platform', inModuleA, platformFile],
    ["a flow importing a module's face", inFlows, () => faceOf(moduleB!)],
    ["the app layer importing a module's face and a flow", inApp, () => faceOf(moduleA!)],
  ];
  for (const [name, from, target] of allowed) {
    it(`allows ${name}`, async () => {
      expect(await lint(from, `import '${relative(from, target())}';\n`)).toEqual([]);
    });
  }
});

describe('import cycles (import-x/no-cycle)', () => {
  const dir = path.join(webSrc, 'entities', '__lint-cycle-fixture__');
  const file = (name: string) => path.join(dir, name);

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file('a.ts'), "import { b } from './b.ts';\n\nexport const a = () => b();\n");
    writeFileSync(file('b.ts'), "import { a } from './a.ts';\n\nexport const b = () => a;\n");
    // Type-only imports vanish at runtime, so the rule lets them close a loop.
    writeFileSync(file('c.ts'), "import type { D } from './d.ts';\n\nexport type C = { d?: D };\n");
    writeFileSync(file('d.ts'), "import type { C } from './c.ts';\n\nexport type D = { c?: C };\n");
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports a two-file cycle in both files', async () => {
    const results = await eslint.lintFiles([file('a.ts'), file('b.ts')]);
    for (const result of results) {
      expect(result.messages, result.filePath).toEqual([
        expect.objectContaining({ ruleId: 'import-x/no-cycle', severity: 2 }),
      ]);
    }
    expect(results).toHaveLength(2);
  });

  it('lets type-only imports form a cycle', async () => {
    const results = await eslint.lintFiles([file('c.ts'), file('d.ts')]);
    expect(results.flatMap((result) => result.messages)).toEqual([]);
  });
});
